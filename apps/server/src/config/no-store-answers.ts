import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';

/** An answer a cache may keep, as Apollo's cache-control plugin reads one (`max-age=60, public`). */
const CACHEABLE = /^max-age=(\d+), (public|private)$/;

/**
 * Apollo's cache-control plugin, installed by default, runs a hook for every field of every answer
 * to work out a cache policy from `@cacheControl` hints; neither Vendure's schema nor ours gives
 * any, so every answer's policy was "not cacheable" and its one effect was the header
 * `cache-control: no-store`. That hook was 3 % of the server's CPU under a campaign list (20 cards,
 * a few fields each: docs/performance.md#campaign-lists), and grows with the fields an answer has.
 * So it is disabled, and this writes the header it wrote, as it wrote it: `no-store`, over none or
 * over a cacheable one, and an answer that already says something else keeps it.
 */
export const noStoreAnswers: ApolloServerPlugin[] = [
    ApolloServerPluginCacheControlDisabled(),
    {
        async requestDidStart() {
            return {
                async willSendResponse({ response }) {
                    const existing = response.http.headers.get('cache-control');
                    if (existing === undefined || CACHEABLE.test(existing)) response.http.headers.set('cache-control', 'no-store');
                },
            };
        },
    },
];
