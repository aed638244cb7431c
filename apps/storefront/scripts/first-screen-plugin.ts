import { createHash } from 'node:crypto';
import path from 'node:path';

import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

import { shopApiUrlFrom } from '../src/api/endpoint';
import { earlyScreen, startFirstScreen, type EarlyConfig, type FirstScreen } from '../src/lib/firstScreen';
import { FALLBACK_LANGUAGE, LANGUAGES } from '../src/lib/i18n';
import { STORAGE_KEYS } from '../src/lib/storage';

/**
 * Writes the first-screen script (src/lib/firstScreen.ts) into the build as `static/first-screen-*.js`
 * and loads it with `async` from index.html: it starts the first screen's code, words and queries
 * while the shop's own script is still on its way. `fetchpriority="high"`: an async script is
 * otherwise fetched last, and everything it starts waits for it. A file, not an inline script, so the shop's
 * Content-Security-Policy stays `script-src 'self'`.
 */
export function firstScreenPlugin(screens: FirstScreen[], env: Record<string, string>): Plugin {
    let base = '/';
    let root = process.cwd();
    return {
        name: 'tuah-first-screen',
        apply: 'build',
        enforce: 'post',
        configResolved(config) {
            base = config.base;
            root = config.root;
        },
        generateBundle(_options, bundle) {
            const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
            const entry = chunks.find(chunk => chunk.isEntry);
            const html = bundle['index.html'];
            if (!entry || !html || html.type !== 'asset') this.error('first-screen: the build has no entry or no index.html');
            const loadedWithEntry = closure(bundle, entry.fileName);
            const config: EarlyConfig = {
                base,
                shopApiUrl: shopApiUrlFrom(env),
                languages: LANGUAGES,
                fallbackLanguage: FALLBACK_LANGUAGE,
                storageKeys: { language: STORAGE_KEYS.language, sessionToken: STORAGE_KEYS.sessionToken },
                screens: screens.map(screen => {
                    const page = chunks.find(chunk => chunk.facadeModuleId === path.resolve(root, screen.module));
                    if (!page) this.error(`first-screen: no chunk for ${screen.module}`);
                    return earlyScreen(
                        screen,
                        [...closure(bundle, page.fileName)].filter(file => !loadedWithEntry.has(file)),
                    );
                }),
            };
            const source = `(${startFirstScreen.toString()})(${JSON.stringify(config)});\n`;
            const fileName = `static/first-screen-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
            this.emitFile({ type: 'asset', fileName, source });
            html.source = String(html.source).replace('</title>', `</title>\n    <script async fetchpriority="high" src="${base}${fileName}"></script>`);
        },
    };
}

/** A chunk's file and every chunk it imports statically. */
function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || !chunk || chunk.type !== 'chunk') return seen;
    seen.add(fileName);
    for (const imported of chunk.imports) closure(bundle, imported, seen);
    return seen;
}
