import { PushSender } from './config/push-sender-strategy';

export interface EngagementPluginOptions {
    /** Where push notifications go (PUSH_PROVIDER): FCM, or nowhere (in-app only, the default). */
    pushSender: PushSender;
    /** The shop's name (SELLER_NAME), printed on coupon sheets; default 'Tuah'. */
    shopName?: string;
}
