import { defineConfig } from 'vitest/config';

/** Browser journeys: each file starts a real server and drives Chromium, one file at a time. */
export default defineConfig({
    test: {
        environment: 'node',
        include: ['e2e/**/*.test.ts'],
        fileParallelism: false,
        testTimeout: 60_000,
        hookTimeout: 240_000,
    },
});
