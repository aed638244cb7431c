import { createRequire } from 'node:module';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The Tuah server during development (`npm run dev -w apps/server` or `npm start`). */
const SERVER = 'http://localhost:3000';

/**
 * TO DELETE AT MERGE of `@tuah/fairness` (with src/features/draws/proof/fairness.d.ts): the package
 * is written in parallel and not built in this branch. Until it is, its import resolves to a
 * module that throws, so the proof page's "verify" reports that the check cannot run instead of
 * the build failing. Once the package builds, this plugin changes nothing.
 */
function fairnessUntilBuilt(): Plugin {
    const unavailable = '\0tuah-fairness-unavailable';
    const built = (() => {
        try {
            createRequire(import.meta.url).resolve('@tuah/fairness');
            return true;
        } catch {
            return false;
        }
    })();
    return {
        name: 'tuah-fairness-until-built',
        enforce: 'pre',
        resolveId: source => (source === '@tuah/fairness' && !built ? unavailable : null),
        load: id => (id === unavailable ? `throw new Error('@tuah/fairness is not part of this build yet');` : null),
    };
}

export default defineConfig({
    plugins: [fairnessUntilBuilt(), react(), tailwindcss()],
    build: {
        outDir: 'dist',
        // `/assets` belongs to the server's asset server (product images), so hashed build files
        // live under `/static`, which the server caches for good.
        assetsDir: 'static',
        target: 'es2022',
        // Which chunks each page loads: scripts/report-size.mjs measures the home route with it.
        manifest: true,
    },
    server: {
        port: 5173,
        strictPort: true,
        proxy: { '/shop-api': SERVER, '/assets': SERVER },
    },
    preview: {
        port: 4173,
        proxy: { '/shop-api': SERVER, '/assets': SERVER },
    },
});
