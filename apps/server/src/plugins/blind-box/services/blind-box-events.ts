import { ID, RequestContext, VendureEvent } from '@vendure/core';

import { BlindBox } from '../entities/blind-box.entity';
import { PrizeLine } from '../entities/prize-line.entity';

/** Every box of a settled order now exists (`isLBb` turned true); e.g. to tell the shopper. */
export class BlindBoxesCreatedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public orderId: ID,
        public created: number,
        public total: number,
    ) {
        super();
    }
}

/**
 * A box was opened (published once per box, by the opener). The won-prizes side consumes it: a
 * prize line that is not `isLose` is a won prize of `box.customerId`, to be shipped
 * (`productVariantId`) or, for DIGITAL lines, revealed as a code.
 */
export class BlindBoxOpenedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public box: BlindBox,
        public prizeLine: PrizeLine,
    ) {
        super();
    }
}

/** The owner read a digital code for the first time: the prize counts as redeemed. */
export class DigitalCodeRevealedEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public boxId: ID,
        public codeId: ID,
        public prizeLineId: ID,
        public customerId: ID,
    ) {
        super();
    }
}
