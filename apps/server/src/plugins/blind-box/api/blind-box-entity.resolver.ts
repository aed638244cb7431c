import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, OrderLine, ProductVariantService, RequestContext, TransactionalConnection } from '@vendure/core';

import { unionResolver } from '../../../common/union-resolver';
import { Campaign, CampaignService } from '../../campaign';
import { BlindBox } from '../entities/blind-box.entity';
import { PrizeLine } from '../entities/prize-line.entity';
import { BlindBoxFairnessService } from '../services/blind-box-fairness.service';
import { BlindBoxTermsService } from '../services/blind-box-terms.service';
import { BlindBoxService } from '../services/blind-box.service';
import { PrizeLineService, PrizeLineView } from '../services/prize-line.service';

@Resolver('PrizeLine')
export class PrizeLineEntityResolver {
    constructor(
        private prizeLines: PrizeLineService,
        private variants: ProductVariantService,
    ) {}

    @ResolveField()
    rPercent(@Parent() line: PrizeLine) {
        return line.weight / 100;
    }

    @ResolveField()
    prizeImg(@Ctx() ctx: RequestContext, @Parent() line: PrizeLine) {
        return this.prizeLines.assetUrl(ctx, line.prizeImg);
    }

    @ResolveField()
    animationImg(@Ctx() ctx: RequestContext, @Parent() line: PrizeLine) {
        return this.prizeLines.assetUrl(ctx, line.animationImg);
    }

    @ResolveField()
    remaining(@Parent() line: PrizeLineView) {
        return line.remaining ?? null;
    }

    @ResolveField()
    productVariant(@Ctx() ctx: RequestContext, @Parent() line: PrizeLine) {
        return line.productVariantId ? this.variants.findOne(ctx, line.productVariantId) : null;
    }
}

/** Admin-only fields of a prize line. */
@Resolver('PrizeLine')
export class PrizeLineAdminEntityResolver {
    @ResolveField()
    prizeImgAsset(@Parent() line: PrizeLine) {
        return line.prizeImg ?? null;
    }

    @ResolveField()
    animationImgAsset(@Parent() line: PrizeLine) {
        return line.animationImg ?? null;
    }
}

@Resolver('Campaign')
export class CampaignPrizesResolver {
    constructor(
        private prizeLines: PrizeLineService,
        private fairness: BlindBoxFairnessService,
        private terms: BlindBoxTermsService,
    ) {}

    @ResolveField()
    bbTnc(@Ctx() ctx: RequestContext, @Parent() campaign: Campaign) {
        return campaign.typStr === 'BLINDBOX' ? this.terms.ofCampaign(ctx, campaign.id) : null;
    }

    @ResolveField()
    allPrizes(@Ctx() ctx: RequestContext, @Parent() campaign: Campaign) {
        return campaign.typStr === 'BLINDBOX' ? this.prizeLines.linesOf(ctx, campaign.id) : [];
    }

    @ResolveField()
    boxFairness(@Parent() campaign: Campaign) {
        return campaign.typStr === 'BLINDBOX' ? this.fairness.ofCampaign(campaign) : null;
    }
}

@Resolver('BlindBox')
export class BlindBoxEntityResolver {
    constructor(
        private prizeLines: PrizeLineService,
        private campaigns: CampaignService,
        private connection: TransactionalConnection,
    ) {}

    @ResolveField()
    code(@Parent() box: BlindBox) {
        return { code: box.code };
    }

    @ResolveField()
    allPrizes(@Ctx() ctx: RequestContext, @Parent() box: BlindBox) {
        return this.prizeLines.linesOf(ctx, box.campaignId);
    }

    @ResolveField()
    async prizeLine(@Ctx() ctx: RequestContext, @Parent() box: BlindBox) {
        if (box.prizeLineId == null) return null;
        const lines = await this.prizeLines.linesOf(ctx, box.campaignId);
        return lines.find(l => String(l.id) === String(box.prizeLineId)) ?? null;
    }

    /** A pure read (it never writes), so a page of boxes reads its campaigns side by side. */
    @ResolveField()
    campaign(@Ctx() ctx: RequestContext, @Parent() box: BlindBox) {
        return this.campaigns.findOne(ctx, box.campaignId);
    }

    @ResolveField()
    orderLine(@Ctx() ctx: RequestContext, @Parent() box: BlindBox) {
        return this.connection
            .getRepository(ctx, OrderLine)
            .findOne({ where: { id: box.orderLineId }, relations: { productVariant: true, featuredAsset: true } });
    }
}

/** The prize line of an opening, shown like everywhere else (translated, remaining units). */
@Resolver('BoxOpening')
export class BoxOpeningResolver {
    constructor(private prizeLines: PrizeLineService) {}

    @ResolveField()
    async prizeLine(@Ctx() ctx: RequestContext, @Parent() opening: { prizeLine: PrizeLine }) {
        const lines = await this.prizeLines.linesOf(ctx, opening.prizeLine.campaignId);
        return lines.find(l => String(l.id) === String(opening.prizeLine.id)) ?? opening.prizeLine;
    }
}

@Resolver('OrderLine')
export class OrderLineBlindBoxResolver {
    constructor(private boxes: BlindBoxService) {}

    @ResolveField()
    async blindBox(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        return (await this.boxes.boxesOfLine(ctx, line))[0] ?? null;
    }

    @ResolveField()
    blindBoxes(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        return this.boxes.boxesOfLine(ctx, line);
    }
}

export const shopUnionResolvers = [
    unionResolver('OpenBoxResult', 'BoxOpening'),
    unionResolver('OpenAllBoxResult', 'BoxOpeningList'),
    unionResolver('BbCodeResult', 'BbCodeReveal'),
];
export const adminUnionResolvers = [unionResolver('SavePrizeTableResult', 'PrizeTable')];
