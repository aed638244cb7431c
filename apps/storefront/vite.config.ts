import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { version } from './package.json';

/** The Tuah server during development (`npm run dev -w apps/server` or `npm start`). */
const SERVER = 'http://localhost:3000';

export default defineConfig({
    plugins: [react(), tailwindcss()],
    // The version the settings page shows.
    define: { __APP_VERSION__: JSON.stringify(version) },
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
        proxy: { '/shop-api': SERVER, '/assets': SERVER, '/live': SERVER },
    },
    preview: {
        port: 4173,
        proxy: { '/shop-api': SERVER, '/assets': SERVER, '/live': SERVER },
    },
});
