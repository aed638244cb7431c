/** What other features use of the cart: the cart view the checkout steps wrap, and the cart-changed signal. The shell's router imports routes.ts. */
export { CartView } from './CartView';
export { useCartChanged } from './useCartChanged';
