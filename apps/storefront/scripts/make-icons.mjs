// Draws the app's PNG icons (the PWA manifest's and the Android app's) from public/favicon.svg.
// Run once by hand when the logo changes; the PNGs are committed: `node scripts/make-icons.mjs`.
// sharp comes with the server (apps/server), so nothing is downloaded for this.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const sharp = createRequire(new URL('../../server/package.json', import.meta.url))('sharp');
const logo = await readFile(new URL('../public/favicon.svg', import.meta.url));
const out = name => new URL(`../public/icons/${name}`, import.meta.url).pathname;

for (const size of [192, 512]) {
    await sharp(logo, { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toFile(out(`icon-${size}.png`));
    // Maskable: the launcher may crop to a circle, so the logo sits inside the safe zone (80 %) on lucky red.
    const inner = Math.round(size * 0.7);
    const mark = await sharp(logo, { density: (72 * inner) / 64 })
        .resize(inner, inner)
        .png()
        .toBuffer();
    await sharp({ create: { width: size, height: size, channels: 4, background: '#c8102e' } })
        .composite([{ input: mark, gravity: 'centre' }])
        .png()
        .toFile(out(`maskable-${size}.png`));
}
await sharp(logo, { density: (72 * 180) / 64 })
    .resize(180, 180)
    .flatten({ background: '#c8102e' })
    .png()
    .toFile(out('apple-touch-icon.png'));

// The Android app (android/, docs/storefront.md#the-android-app): launcher icons at each density, the adaptive
// icon's foreground (its background colour is values/ic_launcher_background.xml), and the launch screen drawn as
// the web splash is (lucky red, the logo in the middle) at the size of each splash.png Capacitor created.
const res = new URL('../android/app/src/main/res/', import.meta.url).pathname;
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
const drawn = (size, background) =>
    sharp(logo, { density: (72 * size) / 64 })
        .resize(size, size)
        .flatten(background ? { background } : undefined)
        .png();
for (const [density, scale] of Object.entries(DENSITIES)) {
    const dir = `${res}mipmap-${density}/`;
    await drawn(48 * scale).toFile(`${dir}ic_launcher.png`);
    // Round launchers crop to a circle: the logo on a red disc.
    const round = 48 * scale;
    const disc = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${round}" height="${round}"><circle cx="${round / 2}" cy="${round / 2}" r="${round / 2}" fill="#c8102e"/></svg>`,
    );
    const inner = await sharp(logo, { density: (72 * round * 0.8) / 64 })
        .resize(Math.round(round * 0.8))
        .png()
        .toBuffer();
    await sharp(disc)
        .composite([{ input: inner, gravity: 'centre' }])
        .png()
        .toFile(`${dir}ic_launcher_round.png`);
    // Adaptive foreground: 108 dp, the visible part is the middle 72 dp (the logo within 60 % of it).
    const canvas = 108 * scale;
    const mark = await sharp(logo, { density: (72 * canvas * 0.6) / 64 })
        .resize(Math.round(canvas * 0.6))
        .png()
        .toBuffer();
    await sharp({ create: { width: canvas, height: canvas, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([{ input: mark, gravity: 'centre' }])
        .png()
        .toFile(`${dir}ic_launcher_foreground.png`);
}
for (const dir of (await readdir(res)).filter(name => name.startsWith('drawable'))) {
    const file = `${res}${dir}/splash.png`;
    const meta = await sharp(file)
        .metadata()
        .catch(() => null);
    if (!meta?.width || !meta.height) continue;
    const size = Math.round(Math.min(meta.width, meta.height) * 0.3);
    const mark = await sharp(logo, { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toBuffer();
    const splash = await sharp({ create: { width: meta.width, height: meta.height, channels: 3, background: '#c8102e' } })
        .composite([{ input: mark, gravity: 'centre' }])
        .png()
        .toBuffer();
    await sharp(splash).toFile(file);
}
