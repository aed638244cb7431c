import { Injectable } from '@nestjs/common';
import { Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { In } from 'typeorm';

import { defaultPolicyPages } from '../config/policy-texts';
import { isPolicySlug, loggerCtx, LocalizedText, POLICY_SLUGS, PolicySlug, SHOP_LANGUAGES } from '../constants';
import { PolicyPage } from '../entities/policy-page.entity';
import { PolicyPageInputError, PolicyPageInputReason } from '../errors';

export interface PolicyPageTranslationInput {
    languageCode: string;
    title: string;
    body: string;
}

/** A policy page as the shop API shows it: in the request's language. */
export interface PolicyPageView {
    slug: string;
    title: string;
    body: string;
    languageCode: string;
    updatedAt: Date;
}

/** Bodies are long but not books: a page is read on a phone. */
const MAX_BODY = 50_000;
const MAX_TITLE = 200;

/** The five policy pages: read by anyone in their language, edited by operators with UpdatePolicy. */
@Injectable()
export class PolicyPageService {
    constructor(private connection: TransactionalConnection) {}

    /** Adds whichever of the five pages is missing, with the shop's own text; edited pages are kept. */
    async ensurePages(): Promise<void> {
        const repo = this.connection.rawConnection.getRepository(PolicyPage);
        const existing = new Set((await repo.find({ select: { slug: true } })).map(p => p.slug));
        const missing = defaultPolicyPages.filter(p => !existing.has(p.slug));
        if (!missing.length) return;
        // A second server process may add them at the same moment: the unique slug keeps one of each.
        await repo
            .createQueryBuilder()
            .insert()
            .values(missing.map(p => new PolicyPage(p)))
            .orIgnore()
            .execute();
        Logger.info(`Added policy pages: ${missing.map(p => p.slug).join(', ')}`, loggerCtx);
    }

    /** The page in the request's language; null for a slug that is not one of the five. */
    async one(ctx: RequestContext, slug: string): Promise<PolicyPageView | null> {
        if (!isPolicySlug(slug)) return null;
        const page = await this.connection.getRepository(ctx, PolicyPage).findOne({ where: { slug } });
        return page ? this.view(ctx, page) : null;
    }

    /** All five, in the contract's order (the index lists their titles). */
    async all(ctx: RequestContext): Promise<PolicyPageView[]> {
        return (await this.entities(ctx)).map(p => this.view(ctx, p));
    }

    /** The five stored pages (both languages), in the contract's order. */
    async entities(ctx: RequestContext): Promise<PolicyPage[]> {
        const pages = await this.connection.getRepository(ctx, PolicyPage).find({ where: { slug: In([...POLICY_SLUGS]) } });
        return pages.sort((a, b) => POLICY_SLUGS.indexOf(a.slug as PolicySlug) - POLICY_SLUGS.indexOf(b.slug as PolicySlug));
    }

    /** Saves a page whole: one title and body in each shop language, none empty. */
    async update(ctx: RequestContext, slug: string, translations: PolicyPageTranslationInput[]): Promise<PolicyPage | PolicyPageInputError> {
        const refuse = (reason: PolicyPageInputReason) => new PolicyPageInputError(reason);
        if (!isPolicySlug(slug)) return refuse('UNKNOWN_SLUG');
        if (translations.some(t => !(SHOP_LANGUAGES as readonly string[]).includes(t.languageCode))) return refuse('UNKNOWN_LANGUAGE');
        if (new Set(translations.map(t => t.languageCode)).size !== translations.length) return refuse('REPEATED_LANGUAGE');
        if (SHOP_LANGUAGES.some(lang => !translations.some(t => t.languageCode === lang))) return refuse('MISSING_LANGUAGE');
        if (translations.some(t => !t.title.trim() || t.title.length > MAX_TITLE)) return refuse('BAD_TITLE');
        if (translations.some(t => !t.body.trim() || t.body.length > MAX_BODY)) return refuse('BAD_BODY');
        const text = (field: 'title' | 'body') =>
            Object.fromEntries(translations.map(t => [t.languageCode, field === 'title' ? t.title.trim() : t.body.trim()])) as unknown as LocalizedText;
        const repo = this.connection.getRepository(ctx, PolicyPage);
        const page = await repo.findOne({ where: { slug } });
        if (!page) return refuse('UNKNOWN_SLUG');
        page.title = text('title');
        page.body = text('body');
        return repo.save(page);
    }

    view(ctx: RequestContext, page: PolicyPage): PolicyPageView {
        const languageCode = ctx.languageCode === 'ms' ? 'ms' : 'en';
        return { slug: page.slug, title: page.title[languageCode], body: page.body[languageCode], languageCode, updatedAt: page.updatedAt };
    }
}
