/**
 * Vendure asset-server presets (square crops up to `small`, then resized, so wide pictures keep
 * their shape): asking for the preset instead of the original keeps pictures small on phones.
 * No imports: the first-screen script's build reads these too (lib/firstScreen.ts).
 */
export const PRESET_WIDTHS = { thumb: 150, small: 300, medium: 500, large: 800 } as const;
export type Preset = keyof typeof PRESET_WIDTHS;

/**
 * The wide pictures at the top of a first screen, as their `<img>` offers them: the first-screen
 * script preloads them with the same `srcset` and `sizes`, so the browser picks the same file.
 */
export const WIDE_PICTURES = {
    /** Home's banners (features/marketing). */
    banner: { presets: ['medium', 'large'], sizes: '(min-width: 448px) 416px, calc(100vw - 2rem)' },
    /** The campaign page's gallery. */
    gallery: { presets: ['medium'], sizes: '(min-width: 448px) 448px, 100vw' },
} as const satisfies Record<string, { presets: readonly Preset[]; sizes: string }>;
