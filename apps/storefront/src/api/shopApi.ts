import { STORAGE_KEYS, storage } from '../lib/storage';
import { fetchOrTakeEarly } from '../lib/firstScreen';
import { operationNameOf, shopApiUrlFrom } from './endpoint';
import type { TypedDocumentString } from '../gql/graphql';

/** The response header that carries a new or renewed session token (docs/contract.md#transport). */
export const AUTH_TOKEN_HEADER = 'vendure-auth-token';

export const SHOP_API_URL: string = shopApiUrlFrom(import.meta.env);

export interface ShopGraphQLError {
    message: string;
    path?: ReadonlyArray<string | number>;
    extensions?: Record<string, unknown>;
}

/** What a successful call gives back: the data, and any errors that came alongside partial data. */
export interface ShopResult<TData> {
    data: TData;
    errors: ShopGraphQLError[];
}

/**
 * A call that produced no data: `network` when the server could not be reached or did not answer
 * with JSON, `graphql` when it answered with errors only.
 */
export class ShopApiError extends Error {
    constructor(
        message: string,
        readonly kind: 'network' | 'graphql',
        readonly errors: ShopGraphQLError[] = [],
        /** The HTTP status, when the server (or the proxy in front of it) answered at all. */
        readonly status?: number,
    ) {
        super(message);
        this.name = 'ShopApiError';
    }
}

export interface ShopRequestOptions {
    /** Vendure answers translatable fields (product names…) in this language. */
    languageCode?: string;
    signal?: AbortSignal;
    /** Extra request headers (the bot-check solution, `x-altcha`). */
    headers?: Record<string, string>;
}

export { operationNameOf };

/**
 * One shop API call as the contract's client makes it (docs/contract.md#transport): POST `{host}/shop-api` with
 * `{query, variables, operationName}`, the stored session token as a bearer token, and any
 * token the server hands back stored for the next call (unless the stored one changed meanwhile).
 */
export async function shopRequest<TData, TVariables>(
    document: TypedDocumentString<TData, TVariables>,
    variables?: TVariables,
    { languageCode, signal, headers: extra }: ShopRequestOptions = {},
): Promise<ShopResult<TData>> {
    const headers: Record<string, string> = { ...extra, 'content-type': 'application/json', accept: 'application/json' };
    const token = storage.get(STORAGE_KEYS.sessionToken);
    if (token) headers.authorization = `Bearer ${token}`;
    const url = languageCode ? `${SHOP_API_URL}?languageCode=${encodeURIComponent(languageCode)}` : SHOP_API_URL;
    const operationName = operationNameOf(document);

    const body = JSON.stringify({ query: document.toString(), variables: variables ?? {}, operationName });
    let response: Response;
    try {
        // The first screen's queries may already be on their way, started by index.html.
        response = await fetchOrTakeEarly(url, { method: 'POST', headers, body, signal });
    } catch (cause) {
        if (signal?.aborted) throw cause;
        throw new ShopApiError(`${operationName}: the shop API could not be reached`, 'network');
    }

    // Kept only while the session the request went out in is still the stored one: a request sent before
    // a sign-out and answered after it carries a guest session the server opened for the ended token,
    // which must not come back as this phone's session (nor one sent before a sign-in replace it).
    const newToken = response.headers.get(AUTH_TOKEN_HEADER);
    if (newToken && storage.get(STORAGE_KEYS.sessionToken) === token) storage.set(STORAGE_KEYS.sessionToken, newToken);

    let answer: { data?: TData | null; errors?: ShopGraphQLError[] };
    try {
        answer = await response.json();
    } catch {
        throw new ShopApiError(`${operationName}: the shop API answered ${response.status} without JSON`, 'network', [], response.status);
    }
    const errors = answer.errors ?? [];
    if (answer.data != null) return { data: answer.data, errors };
    throw new ShopApiError(
        `${operationName}: ${errors.map(e => e.message).join('; ') || `no data (HTTP ${response.status})`}`,
        'graphql',
        errors,
        response.status,
    );
}

/** The server refused because the shopper is not signed in (or the object is not theirs). */
export function isForbidden(error: unknown): boolean {
    return error instanceof ShopApiError && error.errors.some(e => e.extensions?.code === 'FORBIDDEN');
}

/**
 * The request named nothing the shop could look up: an id from the address that is not an id at
 * all (`?cId=abc`) is refused as BAD_USER_INPUT before any query (docs/security.md#ids-pages-and-bodies).
 */
export function isBadInput(error: unknown): boolean {
    return error instanceof ShopApiError && error.errors.some(e => e.extensions?.code === 'BAD_USER_INPUT');
}

/**
 * The shop is there but cannot serve for a moment: it is starting, its database or Redis is away
 * (503 SERVICE_UNAVAILABLE, docs/deploy.md#faults), or the proxy in front found no server (502, 504).
 * Worth trying again by itself, unlike a failure of the request.
 */
export function isUnavailable(error: unknown): boolean {
    if (!(error instanceof ShopApiError)) return false;
    return error.errors.some(e => e.extensions?.code === 'SERVICE_UNAVAILABLE') || [502, 503, 504].includes(error.status ?? 0);
}
