import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { addMessages } from '../../common/error-results';
import { BlindBoxPlugin } from '../blind-box';
import { CampaignPlugin } from '../campaign';
import { ContentPlugin } from '../content';
import { SecurityPlugin } from '../security';
import { CustomerNoticeAdminResolver } from './api/customer-notice.resolver';
import { notificationAdminApiExtensions, notificationShopApiExtensions } from './api/notification-api-extensions';
import { NotificationEntityResolver, NotificationListResolver, NotificationShopResolver, notificationUnionResolvers } from './api/notification-shop.resolver';
import { InAppOnlyPushSender } from './config/push-sender-strategy';
import { NOTIFICATIONS_PLUGIN_OPTIONS } from './constants';
import { Notification } from './entities/notification.entity';
import { NotificationSend } from './entities/notification-send.entity';
import { PushDevice } from './entities/push-device.entity';
import { errorMessages } from './errors';
import { CustomerNoticeService } from './services/customer-notice.service';
import { NotificationService } from './services/notification.service';
import { NotificationTriggersService } from './services/notification-triggers.service';
import { PushService } from './services/push.service';
import { TestNotiService } from './services/test-noti.service';
import { NotificationsPluginOptions } from './types';

/**
 * What the shop tells its customers: notifications stored in-app in both languages and pushed
 * through the configured PushSender (FCM, or none) by a job off the request path. The draw plugin
 * sends DRAW_WON / DRAW_ENDED through NotificationService; the other events customers hear about
 * are turned into notifications by NotificationTriggersService; operators notify a segment
 * (NotifyCustomers), their action links checked by the content plugin's MarketingService. Its schema
 * declares ActionType, which the content plugin's uses.
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, BlindBoxPlugin, ContentPlugin, SecurityPlugin],
    entities: [Notification, NotificationSend, PushDevice],
    providers: [
        NotificationService,
        PushService,
        TestNotiService,
        NotificationTriggersService,
        CustomerNoticeService,
        { provide: NOTIFICATIONS_PLUGIN_OPTIONS, useFactory: () => NotificationsPlugin.options },
    ],
    // The draw plugin notifies winners; support lists and sends reminders.
    exports: [NotificationService],
    shopApiExtensions: {
        schema: notificationShopApiExtensions,
        resolvers: [NotificationShopResolver, NotificationEntityResolver, NotificationListResolver, ...notificationUnionResolvers],
    },
    adminApiExtensions: {
        schema: notificationAdminApiExtensions,
        resolvers: [CustomerNoticeAdminResolver],
    },
    compatibility: '^3.0.0',
})
export class NotificationsPlugin implements OnApplicationBootstrap {
    /** In-app only unless init() names a push sender (PUSH_PROVIDER=fcm). */
    static options: NotificationsPluginOptions = { pushSender: new InAppOnlyPushSender() };

    static init(options: Partial<NotificationsPluginOptions>) {
        this.options = { ...this.options, ...options };
        return NotificationsPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
    }
}
