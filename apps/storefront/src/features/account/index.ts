/** What other features use of account: its form parts (the checkout's address form). The shell's router imports routes.ts. */
export { Field, thrownMessage } from './form';
/** The bot check of the account forms: the free-entry form (draws) asks it too. */
export { useBotCheck } from './botCheck';
