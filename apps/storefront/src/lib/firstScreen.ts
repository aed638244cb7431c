import type { FlatNamespace } from 'i18next';

import { operationNameOf } from '../api/endpoint';
import type { TypedDocumentString } from '../gql/graphql';
import { PRESET_WIDTHS, type Preset } from '../ui/pictures';

/**
 * A page whose first screen starts loading from the document itself, before the shop's code has
 * arrived (docs/performance.md#the-first-screen): its code, its words and its shop API queries are
 * requested by a small script the build writes into index.html, and the app takes the answers
 * instead of asking again.
 */
export interface FirstScreen {
    /** The page's addresses, without the leading slash or query (`tabs/home`). */
    paths: string[];
    /** The page's module, as its route imports it: its chunks are preloaded. */
    module: string;
    /** The translation namespaces the page's route loads (besides `common`); its route uses these. */
    namespaces: FlatNamespace[];
    requests: FirstScreenRequest[];
}

export interface FirstScreenRequest {
    document: TypedDocumentString<unknown, never>;
    /** The variables exactly as the page passes them (the same object, so the same JSON). */
    variables?: Record<string, unknown>;
    /**
     * Variables read from the address's query string, in the order the page writes them:
     * variable name → query parameter; an absent or empty parameter leaves the variable out.
     */
    fromSearch?: Record<string, string>;
    /**
     * The first screen's largest picture, found in this request's answer: preloaded as soon as the
     * answer is in, instead of once the page's code has run and drawn it (it is the page's LCP).
     * `paths`: where its preview may be, under `data`, the first present one winning (as the page
     * picks it); `presets` and `sizes` as its `<img>` offers it, so the browser takes the same file.
     */
    picture?: { paths: ReadonlyArray<ReadonlyArray<string | number>>; presets: readonly Preset[]; sizes: string };
}

/** What the inline script is given, written into index.html at build time. */
export interface EarlyConfig {
    base: string;
    shopApiUrl: string;
    languages: readonly string[];
    fallbackLanguage: string;
    storageKeys: { language: string; sessionToken: string };
    screens: Array<{
        paths: string[];
        chunks: string[];
        namespaces: string[];
        requests: Array<{
            query: string;
            operationName: string;
            variables: Record<string, unknown>;
            fromSearch: Record<string, string>;
            picture?: { paths: ReadonlyArray<ReadonlyArray<string | number>>; widths: Array<[Preset, number]>; sizes: string };
        }>;
    }>;
}

/** A page's first screen as the script is given it: its declaration, and the chunks the build made of its page. */
export function earlyScreen(screen: FirstScreen, chunks: string[]): EarlyConfig['screens'][number] {
    return {
        paths: screen.paths,
        chunks,
        namespaces: screen.namespaces,
        requests: screen.requests.map(request => ({
            query: request.document.toString(),
            operationName: operationNameOf(request.document),
            variables: request.variables ?? {},
            fromSearch: request.fromSearch ?? {},
            ...(request.picture && {
                picture: {
                    paths: request.picture.paths,
                    widths: request.picture.presets.map((preset): [Preset, number] => [preset, PRESET_WIDTHS[preset]]),
                    sizes: request.picture.sizes,
                },
            }),
        })),
    };
}

/** Answers the inline script started, by request key, each taken at most once. */
type EarlyAnswers = Record<string, Promise<Response> | undefined>;

declare global {
    interface Window {
        __tuahEarly?: EarlyAnswers;
    }
}

/**
 * `fetch(url, init)`, unless the first-screen script already started the same request (same URL
 * and body): then its answer, taken once, so a later identical request (a refetch) goes to the
 * network. An early answer that failed is asked for again.
 */
export async function fetchOrTakeEarly(url: string, init: RequestInit & { body?: string } = {}): Promise<Response> {
    const answers = typeof window === 'undefined' ? undefined : window.__tuahEarly;
    const key = init.body === undefined ? url : `${url}\n${init.body}`;
    const early = answers?.[key];
    if (early) delete answers[key];
    const answer = await early?.catch(() => undefined);
    return answer?.ok ? answer : fetch(url, init);
}

/**
 * The inline script itself: index.html runs `(startFirstScreen)(config)` while the document is
 * parsed. It is serialised with `toString()`, so it must stay self-contained (no imports, no
 * helpers outside it) and plain enough for every browser the shop supports. Its language choice
 * is `initialLanguage()`'s (src/lib/i18n.ts; firstScreen.test.ts holds them together), and its
 * request bodies are `shopRequest`'s (src/api/shopApi.ts).
 */
export function startFirstScreen(config: EarlyConfig): void {
    const answers: Record<string, Promise<Response>> = {};
    window.__tuahEarly = answers;
    const path = location.pathname.slice(config.base.length).replace(/\/$/, '');
    const screen = config.screens.filter(s => s.paths.indexOf(path) >= 0)[0];
    if (!screen) return;
    const stored = (key: string) => {
        try {
            return localStorage.getItem(key);
        } catch {
            return null;
        }
    };
    const isLanguage = (value: string | null | undefined) => !!value && config.languages.indexOf(value) >= 0;
    let language = stored(config.storageKeys.language);
    if (!isLanguage(language)) {
        const preferred = (navigator.languages || [navigator.language]).map(tag => tag.slice(0, 2).toLowerCase());
        language = preferred.filter(isLanguage)[0] || config.fallbackLanguage;
    }
    for (const chunk of screen.chunks) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        // After the shop's own script, which is needed first.
        link.fetchPriority = 'low';
        link.href = config.base + chunk;
        document.head.appendChild(link);
    }
    // A failed early request is simply not used: the app asks again as it always does.
    const keep = (key: string, answer: Promise<Response>) => {
        answer.catch(() => undefined);
        answers[key] = answer;
    };
    for (const ns of ['common'].concat(screen.namespaces)) {
        const url = `${config.base}locales/${language}/${ns}.json`;
        keep(url, fetch(url));
    }
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    const token = stored(config.storageKeys.sessionToken);
    if (token) headers.authorization = `Bearer ${token}`;
    const url = `${config.shopApiUrl}?languageCode=${encodeURIComponent(language!)}`;
    const search = new URLSearchParams(location.search);
    for (const request of screen.requests) {
        const variables: Record<string, unknown> = {};
        for (const name in request.variables) variables[name] = request.variables[name];
        for (const name in request.fromSearch) {
            const value = search.get(request.fromSearch[name]!);
            if (value) variables[name] = value;
        }
        const body = JSON.stringify({ query: request.query, variables, operationName: request.operationName });
        const answer = fetch(url, { method: 'POST', headers, body });
        const picture = request.picture;
        if (picture) {
            // Read from a copy: the app takes the answer itself. The URLs are assetUrl's (ui/AssetImage.tsx).
            answer
                .then(response => (response.ok ? response.clone().json() : null))
                .then((json: { data?: unknown } | null) => {
                    const preview = picture.paths
                        .map(path =>
                            path.reduce<unknown>(
                                (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
                                json && json.data,
                            ),
                        )
                        .filter(found => typeof found === 'string' && found)[0] as string | undefined;
                    if (!preview) return;
                    const srcset = picture.widths
                        .map(([preset, width]) => {
                            const asset = new URL(preview, new URL(config.shopApiUrl, location.href));
                            asset.searchParams.set('preset', preset);
                            asset.searchParams.set('format', 'webp');
                            return `${asset.toString()} ${width}w`;
                        })
                        .join(', ');
                    const link = document.createElement('link');
                    link.rel = 'preload';
                    link.setAttribute('as', 'image');
                    link.setAttribute('fetchpriority', 'high');
                    link.setAttribute('imagesrcset', srcset);
                    link.setAttribute('imagesizes', picture.sizes);
                    document.head.appendChild(link);
                })
                .catch(() => undefined);
        }
        keep(`${url}\n${body}`, answer);
    }
}
