import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component and unit tests: jsdom, the shop API mocked with msw. */
export default defineConfig({
    plugins: [react()],
    test: {
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: ['src/test/setup.ts'],
        restoreMocks: true,
    },
});
