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
/** The asset columns read for a picture: all of PLAIN_ASSET_FIELDS, whichever are asked (a picture's row is read once a card). */
const ASSET_COLUMNS = ['id', 'type', 'mimeType', 'width', 'height', 'fileSize', 'source', 'preview'] as const;
const PICTURES = ['featuredImg', 'cover'] as const;

/** The statement up to its list of ids, by the pictures asked and the number of languages: a dozen at most. */
const statementHeads = new Map<string, string>();

/**
 * The statement of `loadPlainCards` but its ids' placeholders (`?`), with the tables' and columns'
 * names from the entities' metadata; made once for each set of pictures and number of languages.
 */
function statementHead(connection: TransactionalConnection, pictures: ReadonlyArray<(typeof PICTURES)[number]>, languages: number): string {
    const key = `${pictures.join()}:${languages}`;
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
        `c.${col(campaign, 'sId')} AS "sId"`,
        `t.${col(translation, 'languageCode')} AS "t_languageCode"`,
        `t.${col(translation, 'name')} AS "t_name"`,
        `t.${col(translation, 'description')} AS "t_description"`,
        `t.${col(translation, 'cardBuyTxt')} AS "t_cardBuyTxt"`,
        ...pictures.flatMap(p => ASSET_COLUMNS.map(a => `${p}.${col(asset, a)} AS "${p}_${a}"`)),
    ];
    const baseId = q(translation.findRelationWithPropertyPath('base')!.joinColumns[0]!.databaseName);
    const joins = [
        `LEFT JOIN ${q(translation.tableName)} t ON t.${baseId} = c.${col(campaign, 'id')}` +
            ` AND t.${col(translation, 'languageCode')} IN (${Array.from({ length: languages }, () => '?').join(', ')})`,
        ...pictures.map(p => `LEFT JOIN ${q(asset.tableName)} ${p} ON ${p}.${col(asset, 'id')} = c.${col(campaign, `${p}Id`)}`),
    ];
    head = `SELECT ${select.join(', ')} FROM ${q(campaign.tableName)} c ${joins.join(' ')} WHERE c.${col(campaign, 'id')} IN`;
    statementHeads.set(key, head);
    return head;
}

/** The raw rows' names of each picture's columns (`featuredImg_preview`). */
const PICTURE_KEYS = Object.fromEntries(PICTURES.map(p => [p, ASSET_COLUMNS.map(a => `${p}_${a}`)])) as Record<(typeof PICTURES)[number], string[]>;

/** The row's picture (`featuredImg` or `cover`), or null when the campaign has none. */
function picture(row: Row, p: (typeof PICTURES)[number]): Partial<Asset> | null {
    const keys = PICTURE_KEYS[p];
    if (row[keys[0]!] == null) return null;
    const found: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) found[ASSET_COLUMNS[i]!] = row[keys[i]!];
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
    languages: LanguageCode[],
    putWords: (card: PlainCard, translations: Row[]) => void,
): Promise<PlainCard[]> {
    if (!ids.length) return [];
    const pictures = PICTURES.filter(p => fields.has(p));
    const sql = `${statementHead(connection, pictures, languages.length)} (${ids.map(() => '?').join(', ')})`;
    const rows = await rawQuery<Row>(connection, ctx, sql, [...languages, ...ids]);
    const cards = new Map<string, PlainCard>();
    const words = new Map<string, Row[]>();
    for (const row of rows) {
        const key = String(row.id);
        let card = cards.get(key);
        if (!card) {
            card = { id: row.id!, sId: row.sId as string, name: '', description: '', cardBuyTxt: '' };
            for (const p of pictures) card[p] = picture(row, p);
            cards.set(key, card);
            words.set(key, []);
        }
        if (row.t_languageCode != null) {
            words.get(key)!.push({ languageCode: row.t_languageCode, name: row.t_name, description: row.t_description, cardBuyTxt: row.t_cardBuyTxt });
        }
    }
    return ids.flatMap(id => {
        const card = cards.get(String(id));
        if (!card) return [];
        putWords(card, words.get(String(id))!);
        return [card];
    });
}
