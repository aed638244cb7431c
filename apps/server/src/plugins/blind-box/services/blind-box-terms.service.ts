import { Injectable } from '@nestjs/common';
import { ID, LanguageCode, RequestContext, TransactionalConnection, TranslatorService, UserInputError } from '@vendure/core';

import { videoUrlProblem } from '../../../common/video-url';
import { Campaign } from '../../campaign';
import { BlindBoxTerms, BlindBoxTermsTranslation } from '../entities/blind-box-terms.entity';

export interface BbTncInput {
    videoUrl?: string | null;
    translations: Array<{ languageCode: LanguageCode; tnc: string }>;
}

/** `bbTnc`: the terms of a blind-box campaign, translated, shown before purchase. */
@Injectable()
export class BlindBoxTermsService {
    constructor(
        private connection: TransactionalConnection,
        private translator: TranslatorService,
    ) {}

    /** The campaign's terms in the request's language (null when it has none). */
    async ofCampaign(ctx: RequestContext, campaignId: ID) {
        const terms = await this.connection.getRepository(ctx, BlindBoxTerms).findOne({ where: { campaignId } });
        return terms ? this.translator.translate(terms, ctx) : null;
    }

    /** Saves the whole terms of a BLINDBOX campaign: the video and every language given (others are removed). */
    async save(ctx: RequestContext, campaignId: ID, input: BbTncInput) {
        const campaign = await this.connection.getEntityOrThrow(ctx, Campaign, campaignId);
        if (campaign.typStr !== 'BLINDBOX') throw new UserInputError('bbTnc belongs to blind-box campaigns only');
        if (new Set(input.translations.map(t => t.languageCode)).size !== input.translations.length) {
            throw new UserInputError('bbTnc: one translation per language');
        }
        const videoProblem = videoUrlProblem(input.videoUrl);
        if (videoProblem) throw new UserInputError(`bbTnc: ${videoProblem}`);
        const repo = this.connection.getRepository(ctx, BlindBoxTerms);
        let terms = await repo.findOne({ where: { campaignId } });
        if (!terms) terms = await repo.save(new BlindBoxTerms({ campaignId, videoUrl: null, translations: [] }));
        await repo.update(terms.id, { videoUrl: input.videoUrl ?? null });
        const translations = this.connection.getRepository(ctx, BlindBoxTermsTranslation);
        await translations.delete({ base: { id: terms.id } });
        await translations.save(
            input.translations.map(t => new BlindBoxTermsTranslation({ languageCode: t.languageCode, tnc: t.tnc, base: { id: terms!.id } as BlindBoxTerms })),
        );
        return this.ofCampaign(ctx, campaignId);
    }
}
