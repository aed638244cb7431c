/** What the shell uses of universal links: the path an app link opens (the native shell). The shell's router imports routes.ts. */
export { appLinkPath } from './resolveLink';
