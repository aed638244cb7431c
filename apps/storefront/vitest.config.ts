import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { version } from './package.json';

/** Component and unit tests: jsdom, the shop API mocked with msw. */
export default defineConfig({
    plugins: [react()],
    // The version the settings page shows.
    define: { __APP_VERSION__: JSON.stringify(version), __ASSET_VERSION__: JSON.stringify(`${version}+test`) },
    test: {
        // Per-file times for the summary .ci/run prints at the end (.ci/test-times.mjs).
        reporters: ['default', ['json', { outputFile: `../../test-results/times/storefront-components-${process.env.TEST_DATABASE ?? 'sqlite'}.json` }]],
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['src/test/setup.ts'],
        restoreMocks: true,
    },
});
