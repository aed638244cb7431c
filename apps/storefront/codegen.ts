import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for every `.graphql` file under src, generated from the server's schema.
 * SHOP_API_SCHEMA may point at another schema file or a running server's /shop-api;
 * CODEGEN_OUT redirects the output (used by `codegen:check`).
 */
const schema = process.env.SHOP_API_SCHEMA ?? '../server/schema/shop-api.graphql';
const out = process.env.CODEGEN_OUT ?? 'src/gql/';

const config: CodegenConfig = {
    schema,
    documents: ['src/**/*.graphql'],
    ignoreNoDocuments: true,
    generates: {
        [out]: {
            preset: 'client',
            presetConfig: { fragmentMasking: false },
            config: {
                // Documents as plain strings: no GraphQL parser or printer in the shop's bundle.
                documentMode: 'string',
                enumsAsTypes: true,
                useTypeImports: true,
                scalars: { DateTime: 'string', Money: 'number', JSON: 'unknown', Upload: 'File' },
            },
        },
        // Enums whose order means something (the draw stages), in the schema's order.
        [`${out}enum-order.ts`]: {
            plugins: ['./scripts/codegen-enum-order.cjs'],
            config: { enums: ['CampaignStage'] },
        },
    },
};

export default config;
