// One lint config for the whole repo (`npm run lint`, part of `npm test`). Rules are chosen for the whole
// repo, each with its reason; no file switches one off. Accepted exceptions, if ever needed, go in
// EXCEPTIONS below, each with its reason, and nowhere else.
import fs from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = dir =>
    fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter(entry => entry.isDirectory())
        .map(entry => entry.name);

/**
 * The storefront's layers (docs/storefront.md#layers): `app/` (the shell) may import everything; a feature
 * imports the shared layers and other features' `index.ts` only; the shared layers never import a feature
 * or the shell.
 */
const STOREFRONT = 'apps/storefront/src';
const storefrontFeatures = foldersIn(`${STOREFRONT}/features`);
const STOREFRONT_SHARED = ['ui', 'lib', 'routing', 'campaigns', 'api', 'gql'];
const storefrontZones = [
    {
        target: `./${STOREFRONT}/features`,
        from: `./${STOREFRONT}/app`,
        message: 'A feature never imports the shell (app/): shared helpers live in routing/ or lib/.',
    },
    ...STOREFRONT_SHARED.map(layer => ({
        target: `./${STOREFRONT}/${layer}`,
        from: [`./${STOREFRONT}/app`, `./${STOREFRONT}/features`],
        message: 'A shared layer never imports the shell or a feature: move the part down into a shared layer.',
    })),
    {
        target: `./${STOREFRONT}/ui`,
        from: `./${STOREFRONT}/campaigns`,
        message: 'ui/ holds generic parts only: a part that needs the campaign domain belongs in campaigns/.',
    },
    ...storefrontFeatures.map(feature => ({
        target: `./${STOREFRONT}/features/!(${feature})/**/*`,
        from: `./${STOREFRONT}/features/${feature}`,
        except: ['./index.ts'],
        message: `Other features use ${feature} through its index.ts only.`,
    })),
    ...storefrontFeatures.map(feature => ({
        target: `./${STOREFRONT}/app`,
        from: `./${STOREFRONT}/features/${feature}`,
        except: ['./index.ts', './routes.ts'],
        message: `The shell uses ${feature} through its index.ts, or routes.ts for the router.`,
    })),
];

/** The dashboard's sections (campaigns, draws, …) share only common/ (and generated documents), never each other's files. */
const DASHBOARD = 'apps/dashboard/src';
const DASHBOARD_SHARED = ['common', 'gql', 'graphql'];
const dashboardSections = foldersIn(DASHBOARD).filter(folder => !DASHBOARD_SHARED.includes(folder));
const dashboardZones = [
    ...dashboardSections.map(section => ({
        target: dashboardSections.filter(other => other !== section).map(other => `./${DASHBOARD}/${other}`),
        from: `./${DASHBOARD}/${section}`,
        message: `Dashboard sections share code through common/, not through ${section}/.`,
    })),
    {
        target: DASHBOARD_SHARED.map(shared => `./${DASHBOARD}/${shared}`),
        from: dashboardSections.map(section => `./${DASHBOARD}/${section}`),
        message: 'common/ never imports a section.',
    },
];

/** Accepted exceptions: { files, rules, reason }. Empty: every file keeps every rule. */
const EXCEPTIONS = [];

export default tseslint.config(
    {
        ignores: [
            '**/node_modules/**',
            '**/dist/**',
            // Generated: GraphQL codegen output, the printed schema, TypeORM migrations, the native shell's copy of the web app.
            'apps/storefront/src/gql/**',
            'apps/dashboard/src/gql/**',
            'apps/server/schema/**',
            'apps/server/src/migrations/**',
            'apps/storefront/android/**',
            'apps/storefront/public/**',
            '**/test-results/**',
        ],
    },
    js.configs.recommended,
    // typescript-eslint's recommended set without type information: catches real mistakes (unused code, `any`
    // leaks, wrong `this`) and stays fast enough for every `npm test` on two shared cores.
    ...tseslint.configs.recommended,
    {
        // No file switches a rule off: inline eslint-disable comments are ignored (and reported); exceptions go in EXCEPTIONS.
        linterOptions: { noInlineConfig: true },
        languageOptions: { globals: { ...globals.node } },
        rules: {
            // The server is CommonJS: a lazy require() keeps optional, heavy modules (pdfkit, BullMQ, firebase-admin, the
            // chain client) off every process's start-up, where import() would make each call site async.
            '@typescript-eslint/no-require-imports': 'off',
            // `_name` marks a parameter a signature needs but the body does not (NestJS hooks, resolvers); a caught error
            // that is deliberately not read is as common and as harmless.
            '@typescript-eslint/no-unused-vars': [
                'error',
                { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
            ],
        },
    },
    {
        files: ['**/*.cjs'],
        languageOptions: { sourceType: 'commonjs' },
    },
    {
        // Tests and the testing package read GraphQL answers whose shape the assertion itself checks; typing each
        // answer by hand would repeat the schema in every test without catching anything more.
        files: ['**/test/**', '**/e2e/**', '**/*.test.{ts,tsx}', 'packages/testing/**'],
        rules: { '@typescript-eslint/no-explicit-any': 'off' },
    },
    {
        files: ['apps/storefront/**/*.{ts,tsx,mjs}', 'apps/dashboard/**/*.{ts,tsx,mts,mjs}'],
        languageOptions: { globals: { ...globals.browser } },
        plugins: { 'react-hooks': reactHooks, 'import-x': importX },
        settings: {
            // Parse TypeScript files when following imports (the plugin's own TypeScript settings), resolved as tsc does.
            'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
            'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
            'import-x/resolver-next': [
                createTypeScriptImportResolver({
                    project: ['apps/storefront/tsconfig.test.json', 'apps/storefront/tsconfig.node.json', 'apps/dashboard/tsconfig.json'],
                    noWarnOnMultipleProjects: true,
                }),
            ],
        },
        rules: {
            // The two rules of hooks that catch real bugs: hooks called conditionally, and effects that read stale values.
            // (The React Compiler's rules in the plugin's recommended set are left out: neither app builds with the compiler.)
            'react-hooks/rules-of-hooks': 'error',
            'react-hooks/exhaustive-deps': 'error',
            // A module loop makes load order decide what is undefined at start-up; lazy pages (import()) are
            // loaded after start-up, so a route that links back to its parent is no loop at load time.
            'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
        },
    },
    {
        files: [`${STOREFRONT}/**/*.{ts,tsx}`],
        rules: { 'import-x/no-restricted-paths': ['error', { zones: storefrontZones }] },
    },
    {
        files: [`${DASHBOARD}/**/*.{ts,tsx}`],
        rules: { 'import-x/no-restricted-paths': ['error', { zones: dashboardZones }] },
    },
    ...EXCEPTIONS.map(({ files, rules }) => ({ files, rules })),
);
