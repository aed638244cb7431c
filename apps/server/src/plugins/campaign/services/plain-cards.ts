import { Asset, ID, LanguageCode, RequestContext, TransactionalConnection } from '@vendure/core';
import type { EntityMetadata } from 'typeorm';

import { rawRowsInColumnOrder } from '../../../common/sql';
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
 * and the number of languages, with where each column sits in its rows. A storefront asks a few
 * kinds; requests could ask thousands of combinations, so at most STATEMENTS_KEPT are kept (the
 * oldest made leaves first).
 */
const statements = new Map<string, Statement>();
const STATEMENTS_KEPT = 64;

interface Asked {
    pictures: ReadonlyArray<(typeof PICTURES)[number]>;
    assetColumns: readonly AssetColumn[];
    words: ReadonlyArray<(typeof WORDS)[number]>;
    sId: boolean;
}

/** What is asked and the number of languages, as a key: one statement (and one kind of kept card) each. */
function kindOf(asked: Asked, languages: number): string {
    return `${asked.pictures.join()}:${asked.assetColumns.join()}:${asked.words.join()}:${asked.sId}:${languages}`;
}

/** The statement's text up to `IN`, and the position in a row of each column it reads (by its alias). */
interface Statement {
    head: string;
    at: Record<string, number>;
}

/**
 * The statement of `loadPlainCards` but its ids' placeholders (`?`), with the tables' and columns'
 * names from the entities' metadata; made once for each kind of `asked` and number of languages.
 * Only the columns asked are read: a column not asked is a string SQLite copies out and a
 * value made on every row for nothing (a long `description` on each card of a list of names).
 */
function statementFor(connection: TransactionalConnection, asked: Asked, languages: number): Statement {
    const key = kindOf(asked, languages);
    let statement = statements.get(key);
    if (statement) return statement;
    const raw = connection.rawConnection;
    const campaign = raw.getMetadata(Campaign);
    const translation = raw.getMetadata(CampaignTranslation);
    const asset = raw.getMetadata(Asset);
    const q = (name: string) => `"${name}"`;
    const col = (meta: EntityMetadata, property: string) => q(meta.findColumnWithPropertyName(property)!.databaseName);
    const select: Array<[alias: string, column: string]> = [
        ['id', `c.${col(campaign, 'id')}`],
        ...(asked.sId ? [['sId', `c.${col(campaign, 'sId')}`] as [string, string]] : []),
        ['t_languageCode', `t.${col(translation, 'languageCode')}`],
        ...asked.words.map(w => [`t_${w}`, `t.${col(translation, w)}`] as [string, string]),
        ...asked.pictures.flatMap(p => asked.assetColumns.map(a => [`${p}_${a}`, `${p}.${col(asset, a)}`] as [string, string])),
    ];
    const baseId = q(translation.findRelationWithPropertyPath('base')!.joinColumns[0]!.databaseName);
    const joins = [
        `LEFT JOIN ${q(translation.tableName)} t ON t.${baseId} = c.${col(campaign, 'id')}` +
            ` AND t.${col(translation, 'languageCode')} IN (${Array.from({ length: languages }, () => '?').join(', ')})`,
        ...asked.pictures.map(p => `LEFT JOIN ${q(asset.tableName)} ${p} ON ${p}.${col(asset, 'id')} = c.${col(campaign, `${p}Id`)}`),
    ];
    statement = {
        head: `SELECT ${select.map(([alias, column]) => `${column} AS "${alias}"`).join(', ')} FROM ${q(campaign.tableName)} c ${joins.join(' ')} WHERE c.${col(campaign, 'id')} IN`,
        at: Object.fromEntries(select.map(([alias], i) => [alias, i])),
    };
    statements.set(key, statement);
    if (statements.size > STATEMENTS_KEPT) statements.delete(statements.keys().next().value as string);
    return statement;
}

/** The row's picture (`featuredImg` or `cover`): its columns read (at `positions`), or null when the campaign has none. */
function picture(row: Row, positions: readonly number[], columns: readonly AssetColumn[]): Partial<Asset> | null {
    if (row[positions[0]!] == null) return null;
    const found: Record<string, unknown> = {};
    for (let i = 0; i < positions.length; i++) found[columns[i]!] = row[positions[i]!];
    return found as Partial<Asset>;
}

/** Whether `fields` (a list's items) and `pictureFields` (what is asked of its pictures) can be answered by plain cards. */
export function plainCardsAnswer(fields: Fields | undefined, pictureFields: Fields | undefined): boolean {
    if (!fields || ![...fields].every(f => PLAIN_CAMPAIGN_FIELDS.has(f))) return false;
    if (!PICTURES.some(p => fields.has(p))) return true;
    return !!pictureFields && [...pictureFields].every(f => PLAIN_ASSET_FIELDS.has(f));
}

/** A row of the statement: its columns in order (`Statement.at`). */
type Row = unknown[];
/** A translation's words, as the translator reads them. */
type Words = Record<string, unknown>;
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
 * The cards built, by kind (what is asked and the languages), each by the id as the database gives
 * it, with the campaign's `cardVersion` when it was read (a version the database's triggers raise
 * whenever anything a plain card shows changes: migration CampaignCardVersions). A page reads the
 * versions with its ids, so a card is built again only when it changed, whichever server or
 * statement changed it; unchanged cards cost no statement (docs/performance.md#campaign-lists).
 * Bounded: KINDS_KEPT kinds and CARDS_KEPT cards a kind, the oldest kept leaving first. Kept cards
 * are shared by the requests that list them, and nothing writes to a card once it is built.
 */
const keptCards = new Map<string, Map<unknown, KeptCard>>();
const KINDS_KEPT = 16;
const CARDS_KEPT = 1_000;

interface KeptCard {
    version: unknown;
    card: PlainCard;
}

/** A page of campaigns as the list chose it: their ids in order, and each one's `cardVersion`. */
export interface PageOfCards {
    ids: ID[];
    versions: unknown[];
}

/** The kept cards of one kind, made (and the oldest kind let go, past KINDS_KEPT) if there are none yet. */
function keptOfKind(kind: string): Map<unknown, KeptCard> {
    let kept = keptCards.get(kind);
    if (!kept) {
        kept = new Map();
        keptCards.set(kind, kept);
        if (keptCards.size > KINDS_KEPT) keptCards.delete(keptCards.keys().next().value as string);
    }
    return kept;
}

/**
 * The page's cards (`page.ids`, in that order) for a list that asks only plain fields
 * (`plainCardsAnswer`): those kept at the version the page read, and the others built from one
 * statement, the campaigns joined with their translations in the languages the translator can pick
 * (`languages`, a row each) and the pictures asked for, read as raw rows with only the columns the
 * card needs; no entity built, no transformer run. The words are put on by the translator's rule
 * (`translator.put`, reading `translator.languages`, as for the general path's cards), so a card
 * reads exactly as the general path's (test/campaign-queries.test.ts compares them).
 */
export async function loadPlainCards(
    connection: TransactionalConnection,
    ctx: RequestContext,
    page: PageOfCards,
    fields: Fields,
    pictureFields: Fields | undefined,
    languages: LanguageCode[],
    translator: { languages: readonly LanguageCode[]; put: (card: PlainCard, translations: Words[]) => void },
): Promise<PlainCard[]> {
    const { ids, versions } = page;
    if (!ids.length) return [];
    const asked: Asked = {
        pictures: PICTURES.filter(p => fields.has(p)),
        assetColumns: ASSET_COLUMNS.filter(a => a === 'id' || pictureFields?.has(a)),
        words: WORDS.filter(w => fields.has(w)),
        sId: fields.has('sId'),
    };
    const kept = keptOfKind(`${kindOf(asked, languages.length)}:${languages.join()}:${translator.languages.join()}`);
    // The cards kept at the page's versions, taken now (other requests may let them go meanwhile);
    // the others are built in one statement and kept from then on.
    const cards: Array<PlainCard | undefined> = [];
    const changed: ID[] = [];
    const versionOf = new Map<unknown, unknown>();
    for (let i = 0; i < ids.length; i++) {
        const found = kept.get(ids[i]);
        if (found && found.version === versions[i]) {
            cards.push(found.card);
        } else {
            cards.push(undefined);
            changed.push(ids[i]!);
            versionOf.set(ids[i], versions[i]);
        }
    }
    if (!changed.length) return cards as PlainCard[];
    const built = await buildCards(connection, ctx, changed, asked, languages, translator.put);
    for (const [id, card] of built) {
        // A card kept at an older version is replaced in its place; only a new one makes room.
        if (!kept.has(id) && kept.size >= CARDS_KEPT) kept.delete(kept.keys().next().value);
        kept.set(id, { version: versionOf.get(id), card });
    }
    // A changed card the statement no longer found (the campaign removed since) is left out.
    const answer: PlainCard[] = [];
    for (let i = 0; i < ids.length; i++) {
        const card = cards[i] ?? built.get(ids[i]);
        if (card) answer.push(card);
    }
    return answer;
}

/** The cards of `ids` built from the statement's rows, by the id as the database gives it (a campaign gone since its page was read has none). */
async function buildCards(
    connection: TransactionalConnection,
    ctx: RequestContext,
    ids: ID[],
    asked: Asked,
    languages: LanguageCode[],
    putWords: (card: PlainCard, translations: Words[]) => void,
): Promise<Map<unknown, PlainCard>> {
    const { head, at } = statementFor(connection, asked, languages.length);
    const picturePositions = asked.pictures.map(p => [p, asked.assetColumns.map(a => at[`${p}_${a}`]!)] as const);
    const wordPositions = asked.words.map(w => [w, at[`t_${w}`]!] as const);
    const rows = await rawRowsInColumnOrder(connection, ctx, `${head} (${ids.map(() => '?').join(', ')})`, [...languages, ...ids]);
    // By the id as the database gives it: the page's ids came from the same column, so they match
    // without a string made for each.
    const found = new Map<unknown, { card: PlainCard; translations: Words[] }>();
    const idAt = at.id!;
    const languageAt = at.t_languageCode!;
    for (const row of rows) {
        let entry = found.get(row[idAt]);
        if (!entry) {
            const card: PlainCard = { id: row[idAt] as ID, sId: (asked.sId ? row[at.sId!] : undefined) as string, name: '', description: '', cardBuyTxt: '' };
            for (const [p, positions] of picturePositions) card[p] = picture(row, positions, asked.assetColumns);
            entry = { card, translations: [] };
            found.set(row[idAt], entry);
        }
        const languageCode = row[languageAt];
        if (languageCode != null) {
            // A word not asked is left out: the translator's rule takes each word on its own.
            const translation: Words = { languageCode };
            for (const [w, position] of wordPositions) translation[w] = row[position];
            entry.translations.push(translation);
        }
    }
    const cards = new Map<unknown, PlainCard>();
    for (const [id, entry] of found) {
        putWords(entry.card, entry.translations);
        cards.set(id, entry.card);
    }
    return cards;
}
