// Draws the app's PNG icons (the PWA manifest's and the Android app's) from public/favicon.svg.
// Run once by hand when the logo changes; the PNGs are committed: `node scripts/make-icons.mjs`.
// sharp comes with the server (apps/server), so nothing is downloaded for this.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp');
const logo = await readFile(new URL('../public/favicon.svg', import.meta.url));
const out = name => new URL(`../public/icons/${name}`, import.meta.url).pathname;

for (const size of [192, 512]) {
    await sharp(logo, { density: (72 * size) / 64 }).resize(size, size).png().toFile(out(`icon-${size}.png`));
    // Maskable: the launcher may crop to a circle, so the logo sits inside the safe zone (80 %) on lucky red.
    const inner = Math.round(size * 0.7);
    const mark = await sharp(logo, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: '#c8102e' } })
        .composite([{ input: mark, gravity: 'centre' }])
        .png()
        .toFile(out(`maskable-${size}.png`));
}
await sharp(logo, { density: (72 * 180) / 64 }).resize(180, 180).flatten({ background: '#c8102e' }).png().toFile(out('apple-touch-icon.png'));
