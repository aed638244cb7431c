import { Injectable } from '@nestjs/common';
import { ID, idsAreEqual, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';
import { In } from 'typeorm';

import { CampaignService, CampaignTicketService, CampaignUnavailableError } from '../../campaign';
import { FreeEntry } from '../entities/free-entry.entity';
import { CodeService } from './code.service';

/** Most campaigns one freeEntryCounts call may ask about: a dashboard page. */
export const MAX_FREE_ENTRY_CAMPAIGNS = 100;

/** A campaign's free entries for operators: counts only, never who asked. */
export interface FreeEntryCount {
    campaignId: ID;
    requested: number;
    redeemed: number;
}

/**
 * The free way to enter (docs/responsible-play.md#free-entry): a signed-in shopper asks once per
 * campaign and gets a single-use code (CodeService), redeemed like any other, so the ticket or box
 * it gives is an ordinary one with the same odds. One per person per campaign is the unique
 * `(campaignId, customerId)` of FreeEntry.
 */
@Injectable()
export class FreeEntryService {
    constructor(
        private connection: TransactionalConnection,
        private campaigns: CampaignService,
        private tickets: CampaignTicketService,
        private codes: CodeService,
    ) {}

    /** The customer's free entry into the campaign, if they asked for one. */
    mine(ctx: RequestContext, customerId: ID, campaignId: ID): Promise<FreeEntry | null> {
        return this.connection.getRepository(ctx, FreeEntry).findOne({ where: { customerId, campaignId }, relations: { code: true } });
    }

    /**
     * The customer's free entry: made now, or the one they already have (asking again shows the
     * same code rather than an error: a shopper who lost the page finds their code again). Only a
     * campaign that sells now gives one. Call it in a transaction.
     */
    async request(ctx: RequestContext, customerId: ID, campaignId: ID): Promise<FreeEntry | CampaignUnavailableError> {
        const existing = await this.mine(ctx, customerId, campaignId);
        if (existing) return existing;
        const campaign = await this.campaigns.findRecord(ctx, campaignId);
        const unavailable = this.tickets.unavailableReason(campaign);
        if (unavailable) return unavailable;
        // The code first, then the entry naming it in one statement that gives way to an entry
        // already there (INSERT OR IGNORE / ON CONFLICT DO NOTHING, which on PostgreSQL waits for a
        // racing request's transaction). The row that stands is the shopper's one entry; a code
        // that lost the race is removed unused.
        const code = await this.codes.createFreeEntryCode(ctx, campaign!);
        await this.connection
            .getRepository(ctx, FreeEntry)
            .createQueryBuilder()
            .insert()
            .into(FreeEntry)
            .values({ campaignId: campaign!.id, customerId, codeId: code.id })
            .orIgnore()
            .updateEntity(false)
            .execute();
        const entry = (await this.mine(ctx, customerId, campaignId))!;
        if (!idsAreEqual(entry.codeId, code.id)) await this.codes.deleteUnused(ctx, code.id);
        return entry;
    }

    /** Free entries asked for and redeemed in each of these campaigns (every id answered, 0 if none). */
    async counts(ctx: RequestContext, campaignIds: ID[]): Promise<FreeEntryCount[]> {
        if (campaignIds.length > MAX_FREE_ENTRY_CAMPAIGNS) throw new UserInputError(`At most ${MAX_FREE_ENTRY_CAMPAIGNS} campaigns at once`);
        const rows = campaignIds.length
            ? await this.connection
                  .getRepository(ctx, FreeEntry)
                  .createQueryBuilder('e')
                  .innerJoin('e.code', 'c')
                  .select('e.campaignId', 'campaignId')
                  .addSelect('COUNT(*)', 'requested')
                  .addSelect('COUNT(c.redeemedAt)', 'redeemed')
                  .where({ campaignId: In(campaignIds) })
                  .groupBy('e.campaignId')
                  .getRawMany<{ campaignId: ID; requested: string | number; redeemed: string | number }>()
            : [];
        return campaignIds.map(campaignId => {
            const row = rows.find(r => idsAreEqual(r.campaignId, campaignId));
            return { campaignId, requested: Number(row?.requested ?? 0), redeemed: Number(row?.redeemed ?? 0) };
        });
    }
}
