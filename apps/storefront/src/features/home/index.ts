/** What the shell uses of home: its first screen (the queries asked before the script loads). The shell's router imports routes.ts. */
export { HOME_QUERIES, homeFirstScreen } from './firstScreen';
