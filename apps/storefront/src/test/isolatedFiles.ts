/**
 * The component test files that replace a module with vi.mock: they run in a module graph of their
 * own (vitest.config.ts), since a mock reaches only importers loaded after it.
 * `isolatedFiles.test.ts` fails when a file mocks a module without being listed here.
 */
export const MOCKS_MODULES = [
    'src/app/pwa.test.tsx',
    'src/features/draws/proof/ProofPage.test.tsx',
    'src/features/account/profile/ProfilePage.test.tsx',
    'src/features/boxes/BoxPages.test.tsx',
];
