/** What other plugins may use of the content plugin (marketing items, policy pages, action links); outside code imports from here only. */
export { ContentPlugin } from './content.plugin';
export { ACTION_TYPES, POLICY_SLUGS, type ActionType, type LocalizedText } from './constants';
export { marketingPermission } from './config/marketing-permission';
export { MarketingItem, type MarketingKind } from './entities/marketing-item.entity';
export { MarketingService, type MarketingItemInput } from './services/marketing.service';
