import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { i18n, initialLanguage } from './i18n';

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');
const NAMESPACES = fs.readdirSync(path.join(LOCALES, 'en')).map(file => file.replace(/\.json$/, ''));

function flatten(tree: object, prefix = ''): Record<string, string> {
    return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
        const name = prefix ? `${prefix}.${key}` : key;
        return typeof value === 'string' ? { ...flat, [name]: value } : { ...flat, ...flatten(value, name) };
    }, {});
}

const read = (lng: string, ns: string) => flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')));
/** Plural forms differ by language (Malay has only `_other`), so compare keys without them. */
const withoutPluralForm = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('translations', () => {
    it('are loaded with the spec’s settings: en and ms, Malay fallback, 5 retries from 350 ms, 10 in parallel', () => {
        expect(i18n.options.supportedLngs).toEqual(expect.arrayContaining(['en', 'ms']));
        expect(i18n.options.fallbackLng).toEqual({ en: [], default: ['ms'] });
        expect(i18n.options.maxRetries).toBe(5);
        expect(i18n.options.retryTimeout).toBe(350);
        expect(i18n.options.maxParallelReads).toBe(10);
        // The language is set as init is called: a namespace asked for at once is read in it, not in Malay.
        expect(i18n.options.initAsync).toBe(false);
    });

    it('are read per language and namespace from /locales/{lng}/{ns}.json', async () => {
        const fetched = vi.spyOn(globalThis, 'fetch');
        await i18n.reloadResources(['ms'], ['home']);
        expect(fetched.mock.calls.map(([url]) => String(url))).toContain('/locales/ms/home.json');
        expect(i18n.getResource('ms', 'home', 'sections.hot')).toBe(read('ms', 'home')['sections.hot']);
    });

    it('in English, reads no Malay file: both languages have every key, so there is nothing to fall back to', async () => {
        await i18n.changeLanguage('en');
        const fetched = vi.spyOn(globalThis, 'fetch');
        await i18n.loadNamespaces('tickets');
        const urls = fetched.mock.calls.map(([url]) => String(url));
        expect(urls).toContain('/locales/en/tickets.json');
        expect(urls.filter(url => url.includes('/locales/ms/'))).toEqual([]);
    });

    it.each(NAMESPACES)('has the same keys in English and Malay (%s)', ns => {
        const en = new Set(Object.keys(read('en', ns)).map(withoutPluralForm));
        const ms = new Set(Object.keys(read('ms', ns)).map(withoutPluralForm));
        expect([...ms].sort()).toEqual([...en].sort());
    });

    it.each(NAMESPACES)('is really translated into Malay (%s)', ns => {
        const en = read('en', ns);
        const ms = read('ms', ns);
        // Language names and brand names are the same in both languages on purpose, as is a value
        // with no word of its own (only placeholders and punctuation).
        const sameOnPurpose = (key: string, value: string) =>
            key.startsWith('language.e') || key.startsWith('language.m') || BRAND_NAMES.includes(value) || !/\p{L}/u.test(value.replace(/{{[^}]*}}/g, ''));
        const untranslated = Object.keys(ms).filter(key => ms[key] === en[key] && !sameOnPurpose(key, ms[key]!));
        expect(untranslated).toEqual([]);
    });
});

/** Names that are never translated. */
const BRAND_NAMES = ['iPay88'];

describe('the shopper’s language', () => {
    it('is restored from localStorage.lang', () => {
        localStorage.setItem('lang', 'ms');
        expect(initialLanguage()).toBe('ms');
        localStorage.setItem('lang', 'en');
        expect(initialLanguage()).toBe('en');
    });

    it('otherwise follows the browser when it prefers a language the shop speaks, else Malay', () => {
        const languages = vi.spyOn(navigator, 'languages', 'get');
        languages.mockReturnValue(['en-GB', 'en']);
        expect(initialLanguage()).toBe('en');
        languages.mockReturnValue(['ms-MY']);
        expect(initialLanguage()).toBe('ms');
        languages.mockReturnValue(['th-TH', 'id-ID']);
        expect(initialLanguage()).toBe('ms');
    });

    it('ignores a stored value the shop does not speak', () => {
        localStorage.setItem('lang', 'klingon');
        vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['zh-CN']);
        expect(initialLanguage()).toBe('ms');
    });
});
