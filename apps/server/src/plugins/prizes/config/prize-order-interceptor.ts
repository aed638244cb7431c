import { CartLineRuleInterceptor } from '../../../common/cart-line-rule';
import { PrizeCartService } from '../services/prize-cart.service';

/** The won-prize rules and the cart claim (PrizeCartService.claimForLine) on every way into a cart, like the campaign rules. */
export const prizeOrderInterceptor = new CartLineRuleInterceptor({
    field: 'prizeId',
    service: PrizeCartService,
    check: (prizes, ...args) => prizes.claimForLine(...args),
});
