import { Injectable } from '@nestjs/common';
import { ID, RequestContext, TransactionalConnection } from '@vendure/core';
import { WonPrize } from '../entities/won-prize.entity';

export interface WonPrizeInput {
    customerId: ID;
    campaignId: ID;
    /** The winning ticket; null for prizes that come without one (blind boxes). */
    ticketId: ID | null;
    prizeId: ID | null;
}

/** Prizes customers won; the draw plugin records them here (blind boxes do not yet: issue 13). */
@Injectable()
export class WonPrizeService {
    constructor(private connection: TransactionalConnection) {}

    /**
     * Records a won prize. Idempotent per winning ticket: if (campaignId, ticketId) is already
     * recorded, that row is returned. The insert skips a conflicting row instead of failing,
     * so two processes repeating the same draw stage at once both get the one row. Without a
     * ticket there is nothing to repeat by, so every call records a prize.
     */
    async create(ctx: RequestContext, input: WonPrizeInput): Promise<WonPrize> {
        const repo = this.connection.getRepository(ctx, WonPrize);
        const values = {
            customerId: input.customerId,
            campaignId: input.campaignId,
            ticketId: input.ticketId,
            prizeId: input.prizeId,
            isATC: false,
            isRedeemed: false,
        };
        if (input.ticketId == null) {
            const { identifiers } = await repo.insert(new WonPrize(values));
            return repo.findOneOrFail({ where: { id: identifiers[0].id } });
        }
        await repo.createQueryBuilder().insert().into(WonPrize).values(values).orIgnore().updateEntity(false).execute();
        return repo.findOneOrFail({ where: { campaignId: input.campaignId, ticketId: input.ticketId } });
    }
}
