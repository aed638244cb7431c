/** What other plugins may use of the engagement plugin (notifications, won prizes); outside code imports from here only. */
export { EngagementPlugin } from './engagement.plugin';
export { Notification } from './entities/notification.entity';
export { MarketingItem, type MarketingKind } from './entities/marketing-item.entity';
export { MarketingService, type MarketingItemInput } from './services/marketing.service';
export { POLICY_SLUGS } from './constants';
export { WonPrize } from './entities/won-prize.entity';
export { NotificationService, type NotificationMessage } from './services/notification.service';
export { WonPrizeService, type WonPrizeInput } from './services/won-prize.service';
export { PrizeUnavailableError, type PrizeUnavailableReason } from './errors';
export { drawEndedMessage, drawWonMessage } from './config/notification-messages';
export { FcmPushSender, InAppOnlyPushSender, type FcmPushSenderOptions, type PushMessage, type PushOutcome, type PushSender } from './config/push-sender-strategy';
export { PushDevice } from './entities/push-device.entity';
export type { EngagementPluginOptions } from './types';
