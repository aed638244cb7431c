import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { NoSchemaIntrospectionCustomRule } from 'graphql';

import { addMessages } from '../../common/error-results';
import { bodyGuard } from './config/body-guard';
import { CheckedIdStrategy, invalidIdMessages } from './config/checked-id-strategy';
import { clampVendureListTake } from './config/list-take-clamp';
import { QueryLimitErrorsPlugin } from './config/query-limit-errors-plugin';
import { queryLimitMessages, QueryLimits, queryLimitsRule } from './config/query-limits';
import { requestGuard } from './config/request-guard';
import { securityHeaders } from './config/security-headers';

/**
 * Limits for the shop API, anyone's API. The storefront's deepest document nests 5 levels, its
 * costliest is estimated at 739 (a page of 100 campaign cards), it uses no alias and selects at
 * most 84 fields; the standard introspection query (development only) selects 220
 * (test/query-limits.test.ts prints each document's headroom). A 12-level
 * `campaigns → product → variants → product → …` query is estimated at over 30,000.
 */
export const SHOP_QUERY_LIMITS: QueryLimits = {
    maxDepth: 10,
    maxComplexity: 2_000,
    maxAliases: 20,
    maxFields: 300,
    // Vendure's shopListQueryLimit; our own lists clamp `take` to it too.
    listCap: 100,
    // A draw's ticket list is as long as the draw has tickets (thousands), not 5; a page of it up to 1,000.
    fieldFactors: { 'CampaignFairness.tickets': 100, 'FairnessTicketList.items': 100 },
};

/**
 * Limits for the admin API, whose every operation but `login` needs an administrator: looser
 * (Vendure's admin lists answer up to 1,000 items; the server tests' costliest admin document is
 * estimated at about 5,900, nesting 5 levels; Vendure's dashboard asks for its server config at
 * about 21,000 on sign-in), but no single request may take the server down.
 */
export const ADMIN_QUERY_LIMITS: QueryLimits = {
    maxDepth: 15,
    maxComplexity: 50_000,
    maxAliases: 50,
    maxFields: 1_000,
    listCap: 1000,
    fieldFactors: { 'CampaignFairness.tickets': 100, 'FairnessTicketList.items': 100 },
};

/** JSON request bodies: the storefront's largest request is a few KB; Nest's default was the same 100 KB. */
export const MAX_JSON_BODY_BYTES = 100 * 1024;
/** Form and JSON bodies outside the GraphQL APIs (an iPay88 callback is under 2 KB). */
export const MAX_FORM_BODY_BYTES = 64 * 1024;
/** Fields of such a form (an iPay88 callback has about 20). */
export const MAX_FORM_FIELDS = 200;
/** Query text on the shop API: the storefront's longest document is about 2 KB, the introspection query 3 KB. */
export const MAX_SHOP_QUERY_CHARS = 20_000;

export interface HardeningPluginOptions {
    /** NODE_ENV=production: introspection off (unless shopApiIntrospection), Vendure's API debug off. */
    production: boolean;
    /** Whether strangers may introspect the shop API. */
    shopApiIntrospection: boolean;
    /** The origin of ASSET_URL_PREFIX, when product pictures come from elsewhere. */
    assetOrigin?: string;
    /** Other origins the storefront's forms may post to (a live payment gateway). */
    formOrigins?: string[];
}

/**
 * One request cannot take the shop down, and answers give nothing away (docs/server.md,
 * "Hardening"): query depth, cost, alias and field limits on both APIs, checked while validating,
 * before anything runs; request bodies read and checked before GraphQL sees them; errors without
 * stack traces, paths or field suggestions; security headers on every response.
 *
 * It replaces Vendure's HardenPlugin: that plugin's complexity check would cost every request a
 * second estimate (and answer HTTP 500 where ours answers 400 with a translated code); the rest
 * of what it did (introspection and API debug off in production) is done here.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        const { production, shopApiIntrospection, assetOrigin, formOrigins } = HardeningPlugin.options;
        const api = config.apiOptions;
        // Ids that name no row are refused before any query (docs/security.md#ids-pages-and-bodies).
        config.entityOptions.entityIdStrategy = new CheckedIdStrategy();
        // `take` below 1 on Vendure's own lists means 1, not every row.
        clampVendureListTake();
        api.shopApiValidationRules = [...(api.shopApiValidationRules ?? []), queryLimitsRule(SHOP_QUERY_LIMITS)];
        api.adminApiValidationRules = [...(api.adminApiValidationRules ?? []), queryLimitsRule(ADMIN_QUERY_LIMITS)];
        // Vendure's `introspection` switch covers both APIs; the admin API's follows the mode,
        // the shop API's follows SHOP_API_INTROSPECTION, enforced per API by a validation rule.
        const adminApiIntrospection = !production;
        api.introspection = adminApiIntrospection || shopApiIntrospection;
        if (production) api.shopApiDebug = api.adminApiDebug = false;
        if (!shopApiIntrospection) api.shopApiValidationRules.push(NoSchemaIntrospectionCustomRule);
        if (!adminApiIntrospection) api.adminApiValidationRules.push(NoSchemaIntrospectionCustomRule);

        api.apolloServerPlugins = [...(api.apolloServerPlugins ?? []), new QueryLimitErrorsPlugin()];
        const paths = [api.shopApiPath ?? 'shop-api', api.adminApiPath ?? 'admin-api'];
        api.middleware = [
            // First, so that every answer (404, 405, refusals) carries the headers.
            securityHeaders({ assetOrigin, formOrigins }),
            ...requestGuard({
                apiPaths: paths,
                uploadApiPaths: [paths[1]!],
                maxJsonBytes: MAX_JSON_BODY_BYTES,
                maxQueryChars: { [paths[0]!]: MAX_SHOP_QUERY_CHARS },
                maxUploadBytes: config.assetOptions.uploadMaxFileSize ?? 20_971_520,
            }),
            // Every other route's form and JSON bodies; the dashboard is pages only.
            bodyGuard({ skipPaths: paths, maxBytes: MAX_FORM_BODY_BYTES, maxFields: MAX_FORM_FIELDS, readOnlyPaths: ['dashboard'] }),
            ...(api.middleware ?? []),
        ];
        return config;
    },
    compatibility: '^3.0.0',
})
export class HardeningPlugin implements OnApplicationBootstrap {
    static options: HardeningPluginOptions;

    constructor(private i18nService: I18nService) {}

    static init(options: HardeningPluginOptions) {
        this.options = options;
        return HardeningPlugin;
    }

    onApplicationBootstrap() {
        addMessages(this.i18nService, queryLimitMessages);
        addMessages(this.i18nService, invalidIdMessages);
    }
}
