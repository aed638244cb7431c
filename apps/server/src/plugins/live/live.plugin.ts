import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { CampaignPlugin } from '../campaign';
import { DrawPlugin } from '../draw';
import { SecurityPlugin } from '../security';
import { LiveProgressController } from './api/live-progress.controller';
import { LIVE_PLUGIN_OPTIONS } from './constants';
import { LiveProgressService } from './services/live-progress.service';
import { LivePluginOptions } from './types';

/**
 * Campaign progress pushed to open pages (Server-Sent Events at `/live/campaigns/:id`): one
 * cached snapshot per watched campaign, refreshed once per change and fanned out to every
 * watcher; across processes through Redis when `pubsub` is `redis` (docs/performance.md "Live progress").
 */
@VendurePlugin({
    imports: [PluginCommonModule, CampaignPlugin, DrawPlugin, SecurityPlugin],
    providers: [{ provide: LIVE_PLUGIN_OPTIONS, useFactory: () => LivePlugin.options }, LiveProgressService],
    exports: [LiveProgressService],
    controllers: [LiveProgressController],
    compatibility: '^3.0.0',
})
export class LivePlugin {
    static options: LivePluginOptions;

    static init(options: LivePluginOptions) {
        this.options = options;
        return LivePlugin;
    }
}
