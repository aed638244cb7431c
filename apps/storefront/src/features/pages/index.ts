/** What other features use of pages: the links to the policy and info pages (account screens). The shell's router imports routes.ts. */
export { InfoLinks, PublicInfoLinks } from './InfoLinks';
/** The policy pages' body format, drawn as text: a campaign's official rules use it too (draws). */
export { PolicyBody } from './PolicyBody';
