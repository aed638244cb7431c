import { Injectable } from '@nestjs/common';
import { Collection, ConfigService, RequestContext, TransactionalConnection, TranslatorService } from '@vendure/core';

/** GetCategory's answer: one of the shop's top-level categories. */
export interface CategoryView {
    id: string;
    name: string;
    shortId: string | null;
    imgUrl: string | null;
}

/**
 * Categories are Vendure collections: the public ones right under the root collection, in the
 * operators' order (position), each with its `shortId` custom field and featured picture.
 */
@Injectable()
export class CategoryService {
    constructor(
        private connection: TransactionalConnection,
        private translator: TranslatorService,
        private configService: ConfigService,
    ) {}

    /** One statement: the channel's public top-level collections with their translations and featured asset. */
    async topLevel(ctx: RequestContext): Promise<CategoryView[]> {
        const collections = await this.connection
            .getRepository(ctx, Collection)
            .createQueryBuilder('collection')
            .innerJoin('collection.parent', 'parent', 'parent.isRoot = :root', { root: true })
            .innerJoin('collection.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .leftJoinAndSelect('collection.translations', 'translation')
            .leftJoinAndSelect('collection.featuredAsset', 'featuredAsset')
            .where('collection.isPrivate = :private', { private: false })
            .andWhere('collection.isRoot = :notRoot', { notRoot: false })
            .orderBy('collection.position', 'ASC')
            .addOrderBy('collection.id', 'ASC')
            .getMany();
        const strategy = this.configService.assetOptions.assetStorageStrategy;
        const url = (preview: string | undefined) => (!preview ? null : strategy.toAbsoluteUrl && ctx.req ? strategy.toAbsoluteUrl(ctx.req, preview) : preview);
        return collections.map(c => {
            const translated = this.translator.translate(c, ctx);
            return {
                id: String(c.id),
                name: translated.name,
                shortId: ((c.customFields as { shortId?: string | null }).shortId ?? null) || null,
                imgUrl: url(c.featuredAsset?.preview),
            };
        });
    }
}
