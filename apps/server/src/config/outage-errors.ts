import type { ApolloServerPlugin } from '@apollo/server';
import { Logger } from '@vendure/core';

import { RETRY_AFTER_SECONDS } from '../plugins/startup';

/** Socket errors of a database (or any service) that is away, and PostgreSQL's own "connection lost / shutting down" codes. */
const OUTAGE_CODES = new Set([
    'ECONNRESET',
    'ECONNREFUSED',
    'ETIMEDOUT',
    'EPIPE',
    'EHOSTUNREACH',
    'ENOTFOUND',
    '57P01',
    '57P02',
    '57P03',
    '08000',
    '08001',
    '08003',
    '08004',
    '08006',
]);
const OUTAGE_MESSAGES =
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|Client was closed and is not queryable/i;

/** What the check reads of an error and of the errors it wraps (GraphQL's originalError, TypeORM's driverError). */
interface WrappedError {
    code?: unknown;
    message?: unknown;
    originalError?: unknown;
    driverError?: unknown;
}

const asWrappedError = (value: unknown): WrappedError | undefined => (value && typeof value === 'object' ? value : undefined);

/**
 * Whether an error says the database or Redis is unreachable, rather than a bug. Only the error a
 * driver threw (through GraphQL's and TypeORM's wrappers), never a `cause`: a payment or SMS
 * gateway that is down fails `fetch` with the same socket codes as its cause, and keeps its own answer.
 */
export function isOutage(error: unknown): boolean {
    for (let e = asWrappedError(error), depth = 0; e && depth < 5; e = asWrappedError(e.originalError ?? e.driverError), depth++) {
        if ((typeof e.code === 'string' && OUTAGE_CODES.has(e.code)) || (typeof e.message === 'string' && OUTAGE_MESSAGES.test(e.message))) return true;
    }
    return false;
}

/**
 * A GraphQL request that failed because the database (or Redis) is away answers as the startup
 * gate does: 503, Retry-After and one SERVICE_UNAVAILABLE error, instead of the driver's message
 * (an internal address) under HTTP 200 and half an answer. Apps retry it; nothing inside leaks.
 */
export const outageErrorsPlugin: ApolloServerPlugin = {
    async requestDidStart() {
        return {
            async willSendResponse({ response, errors }) {
                const outage = errors?.find(isOutage);
                if (!outage || response.body.kind !== 'single') return;
                Logger.warn(`Answered 503: a service is unreachable (${outage.message})`, 'Outage');
                response.http.status = 503;
                response.http.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
                response.http.headers.set('cache-control', 'no-store');
                response.body.singleResult = {
                    errors: [
                        {
                            message: `The shop is briefly unavailable; try again in a few seconds.`,
                            extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: RETRY_AFTER_SECONDS },
                        },
                    ],
                };
            },
        };
    },
};
