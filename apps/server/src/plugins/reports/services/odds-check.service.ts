import { Injectable } from '@nestjs/common';
import { chiSquareStatistic, chiSquareSurvival } from '@tuah/fairness';
import { ID, RequestContext } from '@vendure/core';

import { clampPage } from '../../../common/paging';
import { BlindBoxService, PrizeLineService } from '../../blind-box';
import { Campaign, CampaignService } from '../../campaign';
import { EXPORT_BATCH, ODDS_ALPHA, ODDS_MAX_TAKE, ODDS_MIN_EXPECTED } from '../constants';

export type OddsCheckStatus = 'OK' | 'FLAGGED' | 'NOT_ENOUGH_OPENINGS';

export interface OddsCheckLine {
    prizeLineId: ID;
    prizeName: string;
    rarity: string;
    isLose: boolean;
    /** The published odds, in percent. */
    rPercent: number;
    awarded: number;
    /** The openings' expected count for this line (each box's odds as it saw them, stock-outs included). */
    expected: number;
}

export interface OddsCheck {
    campaignId: ID;
    sId: string;
    name: string;
    openings: number;
    lines: OddsCheckLine[];
    statistic: number | null;
    degreesOfFreedom: number | null;
    pValue: number | null;
    status: OddsCheckStatus;
}

/**
 * The categories the chi-square test compares: lines expected fewer than ODDS_MIN_EXPECTED times
 * are pooled into one; a pool still under it joins the smallest other category. Returns observed
 * and expected counts per category (docs/reports.md#the-odds-check).
 */
export function oddsCategories(lines: Array<{ awarded: number; expected: number }>): { observed: number[]; expected: number[] } {
    const big = lines.filter(l => l.expected >= ODDS_MIN_EXPECTED).sort((a, b) => a.expected - b.expected);
    const small = lines.filter(l => l.expected > 0 && l.expected < ODDS_MIN_EXPECTED);
    const observed = big.map(l => l.awarded);
    const expected = big.map(l => l.expected);
    if (small.length) {
        const pool = { awarded: small.reduce((s, l) => s + l.awarded, 0), expected: small.reduce((s, l) => s + l.expected, 0) };
        if (pool.expected >= ODDS_MIN_EXPECTED || !observed.length) {
            observed.push(pool.awarded);
            expected.push(pool.expected);
        } else {
            observed[0] += pool.awarded;
            expected[0] += pool.expected;
        }
    }
    return { observed, expected };
}

/**
 * The verdict on a campaign's openings: FLAGGED when a line was awarded that no box could hold (expected 0)
 * or the chi-square p-value is below ODDS_ALPHA; NOT_ENOUGH_OPENINGS when fewer than two categories of at
 * least ODDS_MIN_EXPECTED remain after pooling; OK otherwise.
 */
export function oddsVerdict(lines: Array<{ awarded: number; expected: number }>) {
    const impossible = lines.some(l => l.expected <= 0 && l.awarded > 0);
    const { observed, expected } = oddsCategories(lines);
    const testable = expected.length >= 2 && expected.every(e => e >= ODDS_MIN_EXPECTED);
    if (!testable)
        return { status: (impossible ? 'FLAGGED' : 'NOT_ENOUGH_OPENINGS') as OddsCheckStatus, statistic: null, degreesOfFreedom: null, pValue: null };
    const statistic = chiSquareStatistic(observed, expected);
    const degreesOfFreedom = expected.length - 1;
    const pValue = chiSquareSurvival(statistic, degreesOfFreedom);
    const status: OddsCheckStatus = impossible || pValue < ODDS_ALPHA ? 'FLAGGED' : 'OK';
    return { status, statistic, degreesOfFreedom, pValue };
}

/**
 * The odds check of blind-box campaigns: every opened box's prize line against the odds the box
 * was opened with (its recorded eligibility: the published weights of the lines still in stock),
 * a chi-square goodness-of-fit p-value, and a flag below ODDS_ALPHA. Over each campaign's whole
 * life, not a date range: the odds are the campaign's promise.
 */
@Injectable()
export class OddsCheckService {
    constructor(
        private campaigns: CampaignService,
        private prizeLines: PrizeLineService,
        private boxes: BlindBoxService,
    ) {}

    async checks(ctx: RequestContext, options: { campaignId?: ID | null; skip?: number | null; take?: number | null } = {}) {
        const { skip, take } = clampPage(options, { maxTake: ODDS_MAX_TAKE, defaultTake: ODDS_MAX_TAKE });
        let campaigns: Campaign[];
        let totalItems: number;
        if (options.campaignId != null) {
            const one = await this.campaigns.findNamed(ctx, options.campaignId);
            campaigns = one && one.typStr === 'BLINDBOX' ? [one] : [];
            totalItems = campaigns.length;
        } else [campaigns, totalItems] = await this.campaigns.blindBoxPage(ctx, skip, take);
        const items: OddsCheck[] = [];
        for (const campaign of campaigns) items.push(await this.check(ctx, campaign));
        return { items, totalItems };
    }

    private async check(ctx: RequestContext, campaign: Campaign): Promise<OddsCheck> {
        const prizeLines = await this.prizeLines.entitiesOf(ctx, campaign.id);
        const byId = new Map(prizeLines.map(l => [String(l.id), { awarded: 0, expected: 0 }]));
        let openings = 0;
        // Keyset batches: a campaign may have many thousands of boxes.
        for (let after = 0; ;) {
            const boxes = await this.boxes.openedOutcomes(ctx, campaign.id, after, EXPORT_BATCH);
            if (!boxes.length) break;
            after = Number(boxes[boxes.length - 1].id);
            for (const box of boxes) {
                openings++;
                const won = byId.get(String(box.prizeLineId));
                if (won) won.awarded++;
                // The odds the box was opened with: weights of the lines it could still hold.
                const eligible = (box.eligibility ?? prizeLines.map(l => ({ id: String(l.id), weight: l.weight, remaining: null }))).filter(
                    l => l.weight > 0 && (l.remaining === null || l.remaining > 0),
                );
                const total = eligible.reduce((s, l) => s + l.weight, 0);
                if (total > 0)
                    for (const l of eligible) {
                        const line = byId.get(String(l.id));
                        if (line) line.expected += l.weight / total;
                    }
            }
        }
        const language = ctx.languageCode;
        const lines: OddsCheckLine[] = prizeLines.map(l => {
            const t = l.translations.find(x => x.languageCode === language) ?? l.translations.find(x => x.languageCode === 'en') ?? l.translations[0];
            const counts = byId.get(String(l.id))!;
            return {
                prizeLineId: l.id,
                prizeName: t?.prizeName ?? '',
                rarity: l.rarity,
                isLose: l.isLose,
                rPercent: l.weight / 100,
                awarded: counts.awarded,
                // A sum of fractions: rounded so 300 boxes at 10 % read 30, not 30.000000000000156.
                expected: Math.round(counts.expected * 1e6) / 1e6,
            };
        });
        const t =
            campaign.translations?.find(x => x.languageCode === language) ??
            campaign.translations?.find(x => x.languageCode === 'en') ??
            campaign.translations?.[0];
        return { campaignId: campaign.id, sId: campaign.sId, name: t?.name ?? campaign.sId, openings, lines, ...oddsVerdict(lines) };
    }
}
