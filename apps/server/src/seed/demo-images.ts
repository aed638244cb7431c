import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import sharp from 'sharp';

import { DemoCategory, Glyph } from './demo-catalogue';

/**
 * Demo pictures are drawn here rather than downloaded or committed as binaries: a gradient in
 * the category's hue, a glyph for the category, and a pattern that differs per product.
 * No text, so the result does not depend on the fonts a machine has.
 */
const GLYPHS: Record<Glyph, string> = {
    device: '<rect x="290" y="180" width="220" height="400" rx="36" fill="white" opacity="0.92"/><rect x="312" y="222" width="176" height="300" rx="10" fill="currentColor" opacity="0.55"/><circle cx="400" cy="550" r="12" fill="currentColor" opacity="0.6"/>',
    drop: '<path d="M400 170 C470 290 540 360 540 450 A140 140 0 0 1 260 450 C260 360 330 290 400 170 Z" fill="white" opacity="0.92"/>',
    house: '<path d="M220 420 L400 250 L580 420 L580 600 L220 600 Z" fill="white" opacity="0.92"/><rect x="360" y="480" width="80" height="120" fill="currentColor" opacity="0.55"/>',
    shirt: '<path d="M300 220 L360 200 Q400 240 440 200 L500 220 L600 300 L550 370 L510 340 L510 600 L290 600 L290 340 L250 370 L200 300 Z" fill="white" opacity="0.92"/>',
    cap: '<path d="M230 470 Q230 260 400 250 Q570 260 570 470 Z" fill="white" opacity="0.92"/><path d="M220 470 L640 470 Q640 520 560 520 L220 520 Z" fill="white" opacity="0.8"/><circle cx="400" cy="245" r="16" fill="white" opacity="0.92"/>',
    star: '<path d="M400 180 L455 330 L615 335 L488 432 L535 590 L400 498 L265 590 L312 432 L185 335 L345 330 Z" fill="white" opacity="0.92"/>',
    bowl: '<path d="M200 390 L600 390 A200 190 0 0 1 200 390 Z" fill="white" opacity="0.92"/><path d="M330 340 Q350 280 330 230 M400 340 Q420 270 400 210 M470 340 Q490 280 470 230" stroke="white" stroke-width="18" fill="none" stroke-linecap="round" opacity="0.8"/>',
};

function hashOf(text: string): number {
    let h = 2166136261;
    for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
    return h >>> 0;
}

/** A square picture (products, categories) or a wide one, 2:1 (marketing banners), its glyph to the right. */
export type DemoImageShape = 'square' | 'wide';

export function demoImageSvg(seed: string, art: DemoCategory['art'], shape: DemoImageShape = 'square'): string {
    const [w, h] = shape === 'wide' ? [1200, 600] : [800, 800];
    const hash = hashOf(seed);
    const hue = (art.hue + (hash % 40) - 20 + 360) % 360;
    const bubbles = Array.from({ length: 7 }, (_, i) => {
        const v = hashOf(`${seed}:${i}`);
        return `<circle cx="${v % w}" cy="${(v >>> 10) % h}" r="${30 + ((v >>> 20) % 90)}" fill="white" opacity="0.12"/>`;
    }).join('');
    const glyph = shape === 'wide' ? `<g transform="translate(680 40) scale(0.7)">${GLYPHS[art.glyph]}</g>` : GLYPHS[art.glyph];
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" color="hsl(${hue},60%,35%)">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},75%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360},70%,42%)"/>
</linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${bubbles}${glyph}</svg>`;
}

/** The wide (2:1) demo picture: marketing banners and the blind-box promo. */
export const wideDemoImageSvg = (seed: string, art: DemoCategory['art']) => demoImageSvg(seed, art, 'wide');

/**
 * Drawn pictures kept beside the build (`dist/.demo-pictures`), each named by its name and the hash
 * of its drawing: a seed on a fresh data folder (a test run's, the bench's, a newcomer's second
 * shop) copies the file an earlier seed of the same build drew instead of drawing it again (about
 * 35 ms of CPU a picture, 1.4 s of a first start). A changed drawing is a new name.
 */
const KEPT_PICTURES = path.join(__dirname, '..', '.demo-pictures');

/** Writes `<name>.png` into `dir` (if not already there) and returns the file name. */
export async function writeDemoImage(dir: string, name: string, art: DemoCategory['art'], draw: typeof demoImageSvg = demoImageSvg): Promise<string> {
    const fileName = `${name}.png`;
    const file = path.join(dir, fileName);
    await fs.mkdir(dir, { recursive: true });
    if (await exists(file)) return fileName;
    // Written aside and renamed: a start killed mid-write must not leave a broken picture that later starts keep.
    const partial = `${file}.${process.pid}.partial`;
    const svg = draw(name, art);
    const kept = path.join(KEPT_PICTURES, `${name}-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.png`);
    const copied = await fs.copyFile(kept, partial).then(
        () => true,
        () => false,
    );
    if (!copied) {
        // Full colour at zlib's default level: a palette (quantised, level 9) made files a third the
        // size but cost 0.2 s of CPU a picture, most of the products step. Shoppers get the asset
        // server's WebP sizes of it either way (ui/AssetImage), not this file.
        await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toFile(partial);
        await keep(partial, kept);
    }
    await fs.rename(partial, file);
    return fileName;
}

async function exists(file: string): Promise<boolean> {
    return fs.stat(file).then(
        () => true,
        () => false,
    );
}

/** A copy for the next seed; a read-only build only costs that seed the drawing. */
async function keep(drawn: string, kept: string): Promise<void> {
    try {
        await fs.mkdir(path.dirname(kept), { recursive: true });
        const temporary = `${kept}.${process.pid}.tmp`;
        await fs.copyFile(drawn, temporary);
        await fs.rename(temporary, kept);
    } catch {
        // Nothing lost: the picture is in the data folder.
    }
}

/**
 * A size chart: a header row in the category's hue and rows of growing bars (one per size), no
 * text either (the product page names the product above it).
 */
export function sizeChartSvg(seed: string, art: DemoCategory['art']): string {
    const rows = Array.from({ length: 5 }, (_, i) => {
        const y = 200 + i * 110;
        const bars = [0, 1, 2]
            .map(c => `<rect x="${270 + c * 155}" y="${y + 35}" width="${40 + i * 16 + c * 6}" height="30" rx="8" fill="hsl(${art.hue},55%,${45 + c * 8}%)"/>`)
            .join('');
        return `<rect x="60" y="${y}" width="680" height="100" fill="${i % 2 ? 'white' : 'hsl(0,0%,96%)'}"/><circle cx="150" cy="${y + 50}" r="${16 + i * 5}" fill="hsl(${art.hue},60%,35%)"/>${bars}`;
    }).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" data-seed="${hashOf(seed)}">
<rect width="800" height="800" fill="white"/><rect x="60" y="80" width="680" height="110" rx="12" fill="hsl(${art.hue},65%,45%)"/>${rows}
<path d="M60 190 H740 M240 80 V750" stroke="hsl(0,0%,80%)" stroke-width="4"/></svg>`;
}
