import { PushSender } from './config/push-sender-strategy';

export interface NotificationsPluginOptions {
    /** Where push notifications go (PUSH_PROVIDER): FCM, or nowhere (in-app only, the default). */
    pushSender: PushSender;
}
