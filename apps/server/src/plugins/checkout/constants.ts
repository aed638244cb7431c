export const CHECKOUT_PLUGIN_OPTIONS = Symbol('CHECKOUT_PLUGIN_OPTIONS');
export const loggerCtx = 'CheckoutPlugin';
