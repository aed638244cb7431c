import { idsAreEqual, Order, RequestContext } from '@vendure/core';
import { CustomOrderLineFields } from '@vendure/core/dist/entity/custom-entity-fields';

import { FreeLinePriceStrategy } from '../../../common/free-line-price-strategy';
import { isRowId } from '../../../common/ids';
import { WonPrize } from '../entities/won-prize.entity';

/**
 * A line that carries a won prize costs nothing: the unit price is zero while the prize's cart
 * claim is this order's (the prize rules set it when the line was added). Every other line is
 * priced by the strategy it wraps. Shipping is priced separately and is paid as usual.
 */
export class PrizePriceStrategy extends FreeLinePriceStrategy {
    protected async isFree(ctx: RequestContext, customFields: CustomOrderLineFields, order: Order): Promise<boolean> {
        const prizeId = customFields?.prizeId;
        if (prizeId == null || !isRowId(prizeId) || order?.id == null) return false;
        const won = await this.connection
            .getRepository(ctx, WonPrize)
            .findOne({ where: { id: prizeId }, select: { id: true, atcOrderId: true }, loadEagerRelations: false });
        return won?.atcOrderId != null && idsAreEqual(won.atcOrderId, order.id);
    }
}
