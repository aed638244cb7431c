/** What other plugins may use of the notifications plugin (sending, push senders); outside code imports from here only. */
export { NotificationsPlugin } from './notifications.plugin';
export { Notification } from './entities/notification.entity';
export { PushDevice } from './entities/push-device.entity';
export { NotificationService, type NotificationMessage } from './services/notification.service';
export { drawEndedMessage, drawWonMessage, nameIn, prizeReminderMessage } from './config/notification-messages';
export {
    FcmPushSender,
    InAppOnlyPushSender,
    type FcmPushSenderOptions,
    type PushMessage,
    type PushOutcome,
    type PushSender,
} from './config/push-sender-strategy';
export type { NotificationsPluginOptions } from './types';
