import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';

import { addMessages } from '../../common/error-results';
import { BlindBoxPlugin } from '../blind-box';
import { CampaignPlugin } from '../campaign';
import { CodesPlugin } from '../codes';
import { NotificationsPlugin } from '../notifications';
import { PrizesPlugin } from '../prizes';
import { SupportAdminResolver, supportUnionResolvers } from './api/support-admin.resolver';
import { supportAdminApiExtensions } from './api/support-api-extensions';
import { errorMessages } from './errors';
import { SupportService } from './services/support.service';

/**
 * Support's desk (docs/dashboard.md#support): a shopper's tickets, boxes, prizes, codes and
 * notifications, unclaimed prizes and their reminders, sent notifications. It reads the other
 * plugins and sends through NotificationService; no plugin uses it.
 */
@VendurePlugin({
    imports: [PluginCommonModule, BlindBoxPlugin, CampaignPlugin, CodesPlugin, NotificationsPlugin, PrizesPlugin],
    providers: [SupportService],
    adminApiExtensions: {
        schema: supportAdminApiExtensions,
        resolvers: [SupportAdminResolver, ...supportUnionResolvers],
    },
    compatibility: '^3.0.0',
})
export class SupportPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addMessages(this.i18nService, errorMessages);
    }
}
