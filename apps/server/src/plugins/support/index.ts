/** The support plugin: only the config lists it (no plugin uses it). */
export { SupportPlugin } from './support.plugin';
