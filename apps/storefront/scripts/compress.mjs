// Writes a Brotli (.br) and a gzip (.gz) twin beside every text file of the build, once, at the
// highest levels: the server sends the twin the browser accepts (storefront.plugin.ts), so a
// phone downloads the compressed size and the server spends no CPU per request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
/** Below this a compressed twin saves less than its own request headers. */
const MIN_BYTES = 1024;

function* textFiles(dir) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.')) continue; // .vite/manifest.json is for the build, not browsers
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) yield* textFiles(file);
        else if (TEXT.has(path.extname(entry.name))) yield file;
    }
}

let before = 0;
let afterBrotli = 0;
for (const file of textFiles(dist)) {
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(source, {
        params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
    });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    before += source.length;
    afterBrotli += brotli.length;
}
console.log(`Compressed the build: ${(before / 1024).toFixed(0)} KB of text files, ${(afterBrotli / 1024).toFixed(0)} KB as Brotli`);
