/** What the config and tests may use of the hardening plugin. */
export {
    HardeningPlugin,
    ADMIN_QUERY_LIMITS,
    SHOP_QUERY_LIMITS,
    MAX_JSON_BODY_BYTES,
    MAX_SHOP_QUERY_CHARS,
    type HardeningPluginOptions,
} from './hardening.plugin';
export { measureOperation, queryLimitsRule, type QueryLimits } from './config/query-limits';
export { CheckedIdStrategy } from './config/checked-id-strategy';
