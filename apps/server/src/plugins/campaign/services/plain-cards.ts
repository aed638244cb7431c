import { Asset, ID, LanguageCode, RequestContext, TransactionalConnection } from '@vendure/core';
import type { EntityMetadata } from 'typeorm';

import { rawQuery } from '../../../common/sql';
import { Campaign } from '../entities/campaign.entity';
import { CampaignTranslation } from '../entities/campaign-translation.entity';

/** A request's selection of fields (GraphQL names): the campaign's, and its pictures' (`featuredImg`, `cover`). */
type Fields = ReadonlySet<string>;

/**
 * The campaign fields a plain card answers: fields that read a column as it is stored (no value
 * transformer, no resolver, nothing `CampaignLifecycleService.shown` changes), the words, and the
 * pictures. A list asking only these is built from raw rows (docs/performance.md#campaign-lists).
 */
const PLAIN_CAMPAIGN_FIELDS = new Set(['__typename', 'id', 'sId', 'name', 'description', 'cardBuyTxt', 'featuredImg', 'cover']);
/**
 * The picture fields it answers: the asset's columns that graphql shows as they are stored (the
 * asset interceptor then makes `preview` and `source` absolute URLs, for this card as for any
 * asset). Not `name` (Vendure resolves it from the asset's translations), `focalPoint` (JSON),
 * dates, `tags` or custom fields.
 */
const PLAIN_ASSET_FIELDS = new Set(['__typename', 'id', 'type', 'mimeType', 'width', 'height', 'fileSize', 'source', 'preview']);
/** The asset columns a picture may read; a statement reads `id` (whether there is a picture) and those asked. */
const ASSET_COLUMNS = ['id', 'type', 'mimeType', 'width', 'height', 'fileSize', 'source', 'preview'] as const;
type AssetColumn = (typeof ASSET_COLUMNS)[number];
const PICTURES = ['featuredImg', 'cover'] as const;
/** The campaign's words a plain card answers (CampaignService's CAMPAIGN_WORDS), each read only when asked. */
const WORDS = ['name', 'description', 'cardBuyTxt'] as const;

/**
 * The statement up to its list of ids, by what is asked (pictures, their columns, the words, `sId`)
 * and the number of languages. A storefront asks a few kinds; requests could ask thousands of
 * combinations, so at most STATEMENTS_KEPT are kept (the oldest made leaves first).
 */
const statementHeads = new Map<string, string>();
const STATEMENTS_KEPT = 64;

interface Asked {
    pictures: ReadonlyArray<(typeof PICTURES)[number]>;
    assetColumns: readonly AssetColumn[];
    words: ReadonlyArray<(typeof WORDS)[number]>;
    sId: boolean;
}

/**
 * The statement of `loadPlainCards` but its ids' placeholders (`?`), with the tables' and columns'
 * names from the entities' metadata; made once for each kind of `asked` and number of languages.
 * Only the columns asked are read: a column not asked is a string SQLite copies out and a
 * property made on every row for nothing (a long `description` on each card of a list of names).
 */
function statementHead(connection: TransactionalConnection, asked: Asked, languages: number): string {
    const key = `${asked.pictures.join()}:${asked.assetColumns.join()}:${asked.words.join()}:${asked.sId}:${languages}`;
    let head = statementHeads.get(key);
    if (head) return head;
    const raw = connection.rawConnection;
    const campaign = raw.getMetadata(Campaign);
    const translation = raw.getMetadata(CampaignTranslation);
    const asset = raw.getMetadata(Asset);
    const q = (name: string) => `"${name}"`;
    const col = (meta: EntityMetadata, property: string) => q(meta.findColumnWithPropertyName(property)!.databaseName);
    const select = [
        `c.${col(campaign, 'id')} AS "id"`,
        ...(asked.sId ? [`c.${col(campaign, 'sId')} AS "sId"`] : []),
        `t.${col(translation, 'languageCode')} AS "t_languageCode"`,
        ...asked.words.map(w => `t.${col(translation, w)} AS "t_${w}"`),
        ...asked.pictures.flatMap(p => asked.assetColumns.map(a => `${p}.${col(asset, a)} AS "${p}_${a}"`)),
    ];
    const baseId = q(translation.findRelationWithPropertyPath('base')!.joinColumns[0]!.databaseName);
    const joins = [
        `LEFT JOIN ${q(translation.tableName)} t ON t.${baseId} = c.${col(campaign, 'id')}` +
            ` AND t.${col(translation, 'languageCode')} IN (${Array.from({ length: languages }, () => '?').join(', ')})`,
        ...asked.pictures.map(p => `LEFT JOIN ${q(asset.tableName)} ${p} ON ${p}.${col(asset, 'id')} = c.${col(campaign, `${p}Id`)}`),
    ];
    head = `SELECT ${select.join(', ')} FROM ${q(campaign.tableName)} c ${joins.join(' ')} WHERE c.${col(campaign, 'id')} IN`;
    statementHeads.set(key, head);
    if (statementHeads.size > STATEMENTS_KEPT) statementHeads.delete(statementHeads.keys().next().value as string);
    return head;
}

/** The row's picture (`featuredImg` or `cover`) with the columns read, or null when the campaign has none. */
function picture(row: Row, keys: readonly string[], columns: readonly AssetColumn[]): Partial<Asset> | null {
    if (row[keys[0]!] == null) return null;
    const found: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) found[columns[i]!] = row[keys[i]!];
    return found as Partial<Asset>;
}

/** Whether `fields` (a list's items) and `pictureFields` (what is asked of its pictures) can be answered by plain cards. */
export function plainCardsAnswer(fields: Fields | undefined, pictureFields: Fields | undefined): boolean {
    if (!fields || ![...fields].every(f => PLAIN_CAMPAIGN_FIELDS.has(f))) return false;
    if (!PICTURES.some(p => fields.has(p))) return true;
    return !!pictureFields && [...pictureFields].every(f => PLAIN_ASSET_FIELDS.has(f));
}

type Row = Record<string, string | number | null>;
/** A plain card: what graphql reads of a campaign for PLAIN_CAMPAIGN_FIELDS. */
export type PlainCard = {
    id: ID;
    sId: string;
    name: string;
    description: string;
    cardBuyTxt: string;
    featuredImg?: Partial<Asset> | null;
    cover?: Partial<Asset> | null;
};

/**
 * The page's cards (`ids`, in that order) for a list that asks only plain fields
 * (`plainCardsAnswer`): one statement, the campaigns joined with their translations in the
 * languages the translator can pick (`languages`, a row each) and the pictures asked for, read as
 * raw rows with only the columns the card needs; no entity built, no transformer run. The words
 * are put on by the translator's rule (`putWords`, as for the general path's cards), so a card
 * reads exactly as the general path's (test/campaign-queries.test.ts compares them).
 */
export async function loadPlainCards(
    connection: TransactionalConnection,
    ctx: RequestContext,
    ids: ID[],
    fields: Fields,
    pictureFields: Fields | undefined,
    languages: LanguageCode[],
    putWords: (card: PlainCard, translations: Row[]) => void,
): Promise<PlainCard[]> {
    if (!ids.length) return [];
    const asked: Asked = {
        pictures: PICTURES.filter(p => fields.has(p)),
        assetColumns: ASSET_COLUMNS.filter(a => a === 'id' || pictureFields?.has(a)),
        words: WORDS.filter(w => fields.has(w)),
        sId: fields.has('sId'),
    };
    const pictureKeys = asked.pictures.map(p => [p, asked.assetColumns.map(a => `${p}_${a}`)] as const);
    const sql = `${statementHead(connection, asked, languages.length)} (${ids.map(() => '?').join(', ')})`;
    const rows = await rawQuery<Row>(connection, ctx, sql, [...languages, ...ids]);
    const cards = new Map<string, PlainCard>();
    const words = new Map<string, Row[]>();
    for (const row of rows) {
        const key = String(row.id);
        let card = cards.get(key);
        if (!card) {
            card = { id: row.id!, sId: row.sId as string, name: '', description: '', cardBuyTxt: '' };
            for (const [p, keys] of pictureKeys) card[p] = picture(row, keys, asked.assetColumns);
            cards.set(key, card);
            words.set(key, []);
        }
        if (row.t_languageCode != null) {
            // A word not asked is left out: the translator's rule takes each word on its own.
            const translation: Row = { languageCode: row.t_languageCode };
            for (const w of asked.words) translation[w] = row[`t_${w}`]!;
            words.get(key)!.push(translation);
        }
    }
    return ids.flatMap(id => {
        const card = cards.get(String(id));
        if (!card) return [];
        putWords(card, words.get(String(id))!);
        return [card];
    });
}
