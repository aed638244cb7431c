import { I18nService } from '@vendure/core';
import type { NextFunction, Request, Response } from 'express';
import i18next, { type TFunction } from 'i18next';

type TranslatedRequest = Request & { language?: string; locale?: string; lng?: string; languages?: readonly string[]; t?: TFunction };
type Detector = { detect(req: Request, res: Response): string | undefined; cacheUserLanguage?(req: Request, res: Response, lng: string): void };

let patched = false;

/**
 * Gives each API request the translator of its language without copying i18next for it
 * (docs/performance.md, "Checkout under a burst").
 *
 * Vendure's language middleware (i18next-http-middleware's `handle`) clones the whole i18next
 * instance for every request, changes the clone's language and loads it: 3.4 % of the server's CPU
 * under a checkout burst, more of a cheap list request, and garbage for the collector. What the
 * request keeps of it is `req.t` (Vendure's `ctx.translate`, its ErrorResult and error messages,
 * ours) and the language fields. Here the language is detected the same way (the same detector:
 * `languageCode` in the query, then the cookie and Accept-Language headers, else the fallback), and
 * `req.t` is i18next's own translator fixed to that language, made once per supported language;
 * the language's messages are loaded once, before its first request goes on. `Content-Language` is
 * set as before. Not kept: `req.i18n` (a per-request instance nothing of Vendure's or ours reads).
 */
export function translateRequestsWithoutCopies(): void {
    if (patched) return;
    patched = true;
    (I18nService.prototype as unknown as { handle(): (req: Request, res: Response, next: NextFunction) => void }).handle = function () {
        // The shop's languages whose messages are loaded, with their translators. Anything else the
        // detector let through gets a translator and a load of its own each time.
        const ready = new Map<string, TFunction>();
        return (request, res, next) => {
            const req = request as TranslatedRequest;
            const detector = i18next.services.languageDetector as Detector | undefined;
            // Read per request: Nest sets up middleware before Vendure's I18nService initialises i18next.
            const fallback = [i18next.options.fallbackLng].flat()[0];
            const language = req.lng ?? detector?.detect(req, res) ?? (typeof fallback === 'string' ? fallback : 'en');
            req.language = req.locale = req.lng = language;
            req.languages = i18next.services.languageUtils.toResolveHierarchy(language);
            if (res.getHeader('Content-Language') !== language) res.setHeader('Content-Language', language.replace(/[^\w-]/g, ''));
            const t = ready.get(language) ?? i18next.getFixedT(language);
            req.t = t;
            detector?.cacheUserLanguage?.(req, res, language);
            if (ready.has(language)) return next();
            i18next.loadLanguages(language, () => {
                if (i18next.services.languageUtils.isSupportedCode(language)) ready.set(language, t);
                next();
            });
        };
    };
}
