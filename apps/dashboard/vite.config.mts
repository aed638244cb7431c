import { fileURLToPath } from 'node:url';

import { vendureDashboardPlugin } from '@vendure/dashboard/vite';
import { defineConfig } from 'vite';

/**
 * Vendure's dashboard with Tuah's extensions (docs/dashboard.md), served by the server at /dashboard
 * (same origin: the API host and port are the page's own). The build reads the server's config
 * (./vendure-config.ts) for the admin API's schema; it needs no database.
 */
export default defineConfig({
    base: '/dashboard/',
    build: {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        emptyOutDir: true,
        // No source maps: they double the build's time and size, and operators do not debug it.
        sourcemap: false,
        // Vendure's app is one large bundle by design (about 0.8 MB gzipped); the warning says nothing new.
        chunkSizeWarningLimit: 4000,
    },
    // `npm run dev -w apps/dashboard`: the server (DashboardPlugin) proxies /dashboard to this port.
    server: { port: 5174, strictPort: true },
    plugins: [
        vendureDashboardPlugin({
            vendureConfigPath: fileURLToPath(new URL('./vendure-config.ts', import.meta.url)),
            api: { host: 'auto', port: 'auto' },
            // gql.tada's introspection of the admin API (ours included), written on every build;
            // `npm run codegen` copies it to src/gql, `codegen:check` fails when src/gql differs.
            gqlOutputPath: fileURLToPath(new URL('./node_modules/.cache/tuah-gql', import.meta.url)),
            // The compiled config is loaded from here, so that it finds the server's own packages
            // (some, such as altcha-lib, are installed under apps/server/node_modules only).
            tempCompilationDir: fileURLToPath(new URL('../server/node_modules/.cache/tuah-dashboard-config', import.meta.url)),
        }),
    ],
});
