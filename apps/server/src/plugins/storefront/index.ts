/** What the config may use of the storefront plugin. */
export { StorefrontPlugin, type StorefrontPluginOptions } from './storefront.plugin';
