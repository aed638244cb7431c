import { execFileSync } from 'node:child_process';
import path from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { version } from './package.json';
import { firstScreenPlugin } from './scripts/first-screen-plugin';
import { campaignFirstScreen } from './src/features/draws/campaign/firstScreen';
import { homeFirstScreen } from './src/features/home/firstScreen';

/**
 * The asset version the about page shows: this build's package version and commit (CI's
 * GITHUB_SHA, else git's), or the build time where there is neither.
 */
function assetVersion(): string {
    let commit = process.env.GITHUB_SHA;
    if (!commit) {
        try {
            commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
        } catch {
            commit = new Date().toISOString().replace(/\D/g, '').slice(0, 12);
        }
    }
    return `${version}+${commit.slice(0, 12)}`;
}

/** The Tuah server during development (`npm run dev -w apps/server` or `npm start`). */
const SERVER = 'http://localhost:3000';

export default defineConfig(({ mode }) => ({
    plugins: [
        {
            // The `dev`/`dev2` pages exist only in development: any other build gets features/dev/noRoutes.ts,
            // so not even their chunks are emitted (app/routes.tsx adds them only when import.meta.env.DEV as well).
            name: 'tuah-no-dev-pages',
            enforce: 'pre',
            resolveId(source) {
                if (mode !== 'development' && source.endsWith('/features/dev/routes')) return path.resolve(import.meta.dirname, 'src/features/dev/noRoutes.ts');
            },
        },
        react(),
        tailwindcss(),
        firstScreenPlugin([homeFirstScreen, campaignFirstScreen], loadEnv(mode, process.cwd(), 'VITE_')),
        // The installable app and its offline shell (docs/storefront.md#offline): src/sw.ts, registered lazily by main.tsx.
        VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src',
            filename: 'sw.ts',
            registerType: 'prompt',
            injectRegister: false,
            manifestFilename: 'manifest.webmanifest',
            includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
            manifest: {
                id: '/',
                name: 'Tuah',
                short_name: 'Tuah',
                description: 'Shop, collect lucky-draw tickets and open blind boxes.',
                lang: 'ms',
                // The entry: Home, through the splash and onboarding the first time (app/onboarding.tsx).
                start_url: '/',
                scope: '/',
                display: 'standalone',
                orientation: 'portrait',
                // Lucky red (the bar and the splash), cream (the page): app/styles.css.
                theme_color: '#c8102e',
                background_color: '#c8102e',
                icons: [
                    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
                    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
                    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
                    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
                ],
            },
            injectManifest: {
                // The whole built app, its words and icons: any page opens offline once the shell is installed.
                globPatterns: ['index.html', 'static/**/*.{js,css}', 'locales/**/*.json', 'favicon.svg', 'icons/*.png', 'manifest.webmanifest'],
                // The service worker is built on its own, small and without source maps.
                minify: true,
                sourcemap: false,
            },
            devOptions: { enabled: false },
        }),
    ],
    resolve: {
        // The shop renders with Preact's React compatibility layer: React DOM alone was 60 KB of
        // the 120 KB budget for the home route (docs/storefront.md#size-budget). The code is
        // written against React's API and its component tests run on React (vitest.config.ts);
        // the browser journeys run this build.
        alias: [
            { find: /^react$/, replacement: 'preact/compat' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        ],
    },
    // The versions the about and settings pages show (the app's own version is src/app/version.ts).
    define: { __APP_VERSION__: JSON.stringify(version), __ASSET_VERSION__: JSON.stringify(assetVersion()) },
    build: {
        outDir: 'dist',
        // `/assets` belongs to the server's asset server (product images), so hashed build files
        // live under `/static`, which the server caches for good.
        assetsDir: 'static',
        target: 'es2022',
        // Which chunks each page loads: scripts/report-size.mjs measures the home route with it.
        manifest: true,
        rollupOptions: {
            onLog(level, log, handler) {
                // React Router uses React's useOptimistic where there is one; Preact has none, and
                // React Router falls back as on React 18. Not worth a warning on every build.
                if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
                handler(level, log);
            },
        },
    },
    server: {
        port: 5173,
        strictPort: true,
        proxy: { '/shop-api': SERVER, '/assets': SERVER, '/live': SERVER, '/fairness-log': SERVER },
    },
    preview: {
        port: 4173,
        proxy: { '/shop-api': SERVER, '/assets': SERVER, '/live': SERVER, '/fairness-log': SERVER },
    },
}));
