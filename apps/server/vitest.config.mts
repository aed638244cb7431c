import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        include: ['test/**/*.test.ts'],
        // Each file starts real server processes; on two cores they run one file at a time.
        fileParallelism: false,
        testTimeout: 60_000,
        hookTimeout: 240_000,
    },
});
