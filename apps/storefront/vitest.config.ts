import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { version } from './package.json';
import { MOCKS_MODULES } from './src/test/isolatedFiles';

/** Component and unit tests: jsdom, the shop API mocked with msw. */
export default defineConfig({
    plugins: [react()],
    // The version the settings page shows.
    define: { __APP_VERSION__: JSON.stringify(version), __ASSET_VERSION__: JSON.stringify(`${version}+test`) },
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/storefront-components-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        projects: [
            {
                extends: true,
                // Most files share one jsdom and one module cache (a fresh environment and module graph per
                // file cost more than the tests themselves: 141 s against 56 s). The setup file resets
                // what a file leaves behind (DOM, storage, handlers, language).
                test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: MOCKS_MODULES, isolate: false },
            },
            {
                extends: true,
                // vi.mock replaces a module only for importers loaded after it: these need their own graph.
                test: { name: 'isolated', include: MOCKS_MODULES },
            },
        ],
        environment: 'jsdom',
        setupFiles: ['src/test/setup.ts'],
        restoreMocks: true,
        // `npm test` runs these beside the repo's checks (scripts/run-parallel.mjs): on two shared cores a
        // test of several screens can take longer than Vitest's 5 s default without anything being wrong.
        testTimeout: 30_000,
    },
});
