import express, { NextFunction, Request, Response } from 'express';
import type { Middleware } from '@vendure/core';

export interface RequestGuardOptions {
    /** The GraphQL API paths, without slashes. */
    apiPaths: string[];
    /** Paths whose clients may upload files (multipart/form-data, the admin API's assets). */
    uploadApiPaths: string[];
    /** The largest JSON body accepted, in bytes. */
    maxJsonBytes: number;
    /**
     * The longest `query` text accepted per API path: validating a document costs time in
     * proportion to its length (about half a second for 60 KB on a busy machine) before any
     * limit rule can refuse it, so an over-long one is refused unread.
     */
    maxQueryChars: Record<string, number>;
    /** The largest uploaded file (Vendure's assetOptions.uploadMaxFileSize). */
    maxUploadBytes: number;
}

type UploadModules = {
    processRequest: (req: Request, res: Response, options: { maxFileSize: number }) => Promise<unknown>;
    requestFinished: (req: Request) => Promise<void>;
};
// graphql-upload is ESM only; this CommonJS build reaches it with a native dynamic import.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<{ default: T }>;
let uploadModules: Promise<UploadModules> | undefined;
function loadUploadModules(): Promise<UploadModules> {
    uploadModules ??= importEsm<UploadModules['processRequest']>('graphql-upload/processRequest.mjs').then(processRequest => ({
        processRequest: processRequest.default,
        requestFinished,
    }));
    return uploadModules;
}

/** graphql-upload's own (not exported): the request has been read to its end, or has gone. */
async function requestFinished(req: Request): Promise<void> {
    if (!req.closed) await new Promise(resolve => req.once('close', resolve));
}

/**
 * Reads a multipart GraphQL upload as Vendure's own middleware (graphql-upload) would, but answers
 * a malformed or oversized one with 400 / 413 and a short JSON error: Vendure's middleware hands
 * the error to Nest, which answers HTTP 500 (any `Authorization: Bearer x` reached it). Once read,
 * the request carries its operations as its body and tells Vendure's middleware it is read.
 */
function readUpload(req: Request, res: Response, next: NextFunction, maxFileSize: number) {
    loadUploadModules()
        .then(async ({ processRequest, requestFinished }) => {
            // As graphql-upload does: the answer waits until the whole request is read.
            const { send } = res;
            res.send = ((...args: Parameters<Response['send']>) => {
                void requestFinished(req).then(() => {
                    res.send = send;
                    res.send(...args);
                });
                return res;
            }) as Response['send'];
            try {
                req.body = await processRequest(req, res, { maxFileSize });
            } catch (err) {
                const status = (err as { status?: number } | undefined)?.status === 413 ? 413 : 400;
                if (status === 413) res.setHeader('Connection', 'close');
                return refuse(
                    res,
                    status,
                    status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
                    status === 413 ? 'The uploaded file is too large' : 'The upload is not a valid GraphQL multipart request',
                );
            }
            // Vendure's upload middleware (graphql-upload) asks req.is('multipart/form-data'): read already.
            const is = req.is.bind(req);
            req.is = ((...types: Parameters<Request['is']>) =>
                [types].flat(2).some(t => typeof t === 'string' && t.includes('multipart')) ? false : is(...types)) as Request['is'];
            next();
        })
        .catch(next);
}

/** Answers a request the API refuses before GraphQL sees it: one error with a code, never a stack trace. */
export function refuse(res: Response, status: number, code: string, message: string) {
    if (res.headersSent) return;
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * Reads and checks a GraphQL request body before Apollo does, so that malformed and oversized
 * requests get a clear 400 / 413 / 415 instead of Apollo's stack-traced BAD_REQUEST or Nest's
 * empty 500 (and an error stack in the log):
 * - `application/json` only (plus multipart on the upload paths), at most `maxJsonBytes`;
 * - one operation per request: a JSON object with a string `query`, optional object `variables`
 *   and `extensions`, optional string `operationName`.
 * It parses JSON itself, mounted before Nest's global body parser, which then finds the body read.
 */
export function requestGuard(options: RequestGuardOptions): Middleware[] {
    const parseJson = express.json({ limit: options.maxJsonBytes, strict: true, type: () => true });
    const maxKb = Math.round(options.maxJsonBytes / 1024);
    return options.apiPaths.map(apiPath => ({
        route: `/${apiPath}`,
        beforeListen: true,
        handler: (req: Request, res: Response, next: NextFunction) => {
            if (req.method !== 'POST') return next();
            const mediaType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
            if (mediaType === 'multipart/form-data' && options.uploadApiPaths.includes(apiPath)) {
                // Only an administrator uploads. Vendure's upload middleware answers a malformed
                // multipart body with HTTP 500 and an error stack in the log, so strangers never reach it.
                if (!/^bearer\s+\S/i.test(req.headers.authorization ?? '')) {
                    return refuse(res, 401, 'UNAUTHORIZED', 'Uploads need a signed-in administrator');
                }
                return readUpload(req, res, next, options.maxUploadBytes);
            }
            if (mediaType !== 'application/json') {
                return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'GraphQL requests must be sent as application/json');
            }
            parseJson(req, res, (err?: { type?: string }) => {
                if (err) {
                    if (err.type === 'entity.too.large') {
                        // The rest of the body is not read: close the connection rather than drain megabytes.
                        res.setHeader('Connection', 'close');
                        return refuse(res, 413, 'PAYLOAD_TOO_LARGE', `The request body is larger than ${maxKb} KB`);
                    }
                    if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') {
                        return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be UTF-8 JSON');
                    }
                    return refuse(res, 400, 'BAD_REQUEST', 'The request body is not valid JSON');
                }
                const problem = operationProblem(req.body);
                if (problem) return refuse(res, 400, 'BAD_REQUEST', problem);
                const maxChars = options.maxQueryChars[apiPath] ?? Number.POSITIVE_INFINITY;
                if (req.body.query.length > maxChars) {
                    return refuse(res, 400, 'QUERY_TOO_LONG', `This query is longer than ${maxChars.toLocaleString('en')} characters`);
                }
                next();
            });
        },
    }));
}

/** Why `body` is not one GraphQL operation, or undefined when it is. */
export function operationProblem(body: unknown): string | undefined {
    if (Array.isArray(body)) return 'Send one GraphQL operation per request (batching is off)';
    if (body === null || typeof body !== 'object') return 'The request body must be a JSON object with a "query"';
    const { query, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof query !== 'string' || query.trim() === '') return '"query" must be a non-empty string';
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return '"variables" must be a JSON object';
    if (operationName != null && typeof operationName !== 'string') return '"operationName" must be a string';
    if (extensions != null && (typeof extensions !== 'object' || Array.isArray(extensions))) return '"extensions" must be a JSON object';
    return undefined;
}
