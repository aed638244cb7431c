import { idsAreEqual, Order, RequestContext } from '@vendure/core';
import { CustomOrderLineFields } from '@vendure/core/dist/entity/custom-entity-fields';

import { FreeLinePriceStrategy } from '../../../common/free-line-price-strategy';
import { isRowId } from '../../../common/ids';
import { RedemptionCode } from '../entities/redemption-code.entity';

/**
 * The line of a redeemed code's order (`codeId`, set only by the server) costs nothing, and only in
 * the order the code's redemption placed. Every other line is priced by the strategy it wraps.
 */
export class CodeOrderPriceStrategy extends FreeLinePriceStrategy {
    protected async isFree(ctx: RequestContext, customFields: CustomOrderLineFields, order: Order): Promise<boolean> {
        const codeId = customFields?.codeId;
        if (codeId == null || !isRowId(codeId) || order?.id == null) return false;
        const code = await this.connection
            .getRepository(ctx, RedemptionCode)
            .findOne({ where: { id: codeId }, select: { id: true, orderId: true }, loadEagerRelations: false });
        return code?.orderId != null && idsAreEqual(code.orderId, order.id);
    }
}
