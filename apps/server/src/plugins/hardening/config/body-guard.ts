import express, { NextFunction, Request, Response } from 'express';
import type { Middleware } from '@vendure/core';

export interface BodyGuardOptions {
    /** Paths (no slashes) whose bodies another guard reads (the GraphQL APIs): left alone here. */
    skipPaths: string[];
    /** The largest form or JSON body accepted, in bytes. */
    maxBytes: number;
    /** The most fields a form may have (iPay88 posts about 20). */
    maxFields: number;
    /** Paths (no slashes) that serve pages only: anything but GET and HEAD is 405, the body unread. */
    readOnlyPaths: string[];
}

/** The most of a refused body read and thrown away so that the client sees the answer; past it the connection is cut. */
const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

/**
 * A short plain answer to a body the server will not keep, never Nest's 500. The rest of the body
 * is read and thrown away first (up to MAX_DRAIN_BYTES): answering and closing while the client
 * still writes makes most clients report a broken connection instead of the answer.
 */
function refuse(req: Request, res: Response, status: number, message: string) {
    if (res.headersSent) return;
    let answered = false;
    const answer = () => {
        if (answered || res.headersSent) return;
        answered = true;
        res.status(status).type('text/plain').send(message);
    };
    if (req.complete || req.readableEnded) return answer();
    let seen = 0;
    req.on('data', (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > MAX_DRAIN_BYTES && !answered) {
            res.setHeader('Connection', 'close');
            answer();
            req.destroy();
        }
    });
    req.on('end', answer);
    req.on('error', () => undefined);
    req.resume();
}

/**
 * Reads form and JSON bodies of every route outside the GraphQL APIs (the iPay88 callback and
 * return, the local gateway's pages, ...) before Nest's own body parser does, with small limits.
 * Nest's parser hands its errors (a 5 MB body, 5,000 fields, a bad charset) to the exception
 * filter, which answers HTTP 500; here they are 413, 415 or 400 with one short line. Bodies of other types are left unread, as before.
 */
export function bodyGuard(options: BodyGuardOptions): Middleware {
    const form = express.urlencoded({ extended: false, limit: options.maxBytes, parameterLimit: options.maxFields });
    const json = express.json({ limit: options.maxBytes, strict: true });
    const maxKb = Math.round(options.maxBytes / 1024);
    const skip = options.skipPaths.map(p => `/${p}`);
    const readOnly = options.readOnlyPaths.map(p => `/${p}`);
    const under = (path: string, prefixes: string[]) => prefixes.some(p => path === p || path.startsWith(`${p}/`));
    return {
        route: '/',
        beforeListen: true,
        handler: (req: Request, res: Response, next: NextFunction) => {
            if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
            const path = req.path;
            if (under(path, skip)) return next();
            if (under(path, readOnly)) {
                res.setHeader('Allow', 'GET, HEAD');
                return refuse(req, res, 405, 'Only GET and HEAD are answered here');
            }
            const parser = req.is('application/x-www-form-urlencoded') ? form : req.is('application/json') ? json : undefined;
            if (!parser) return next();
            parser(req, res, (err?: { type?: string }) => {
                if (!err) return next();
                if (err.type === 'entity.too.large' || err.type === 'parameters.too.many') {
                    return refuse(
                        req,
                        res,
                        413,
                        err.type === 'entity.too.large' ? `The request body is larger than ${maxKb} KB` : `The form has more than ${options.maxFields} fields`,
                    );
                }
                if (err.type === 'charset.unsupported' || err.type === 'encoding.unsupported') return refuse(req, res, 415, 'The request body must be UTF-8');
                return refuse(req, res, 400, 'The request body could not be read');
            });
        },
    };
}
