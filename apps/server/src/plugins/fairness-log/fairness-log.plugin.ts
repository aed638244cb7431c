import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { shopApiExtensions } from './api/api-extensions';
import { FairnessLogController } from './api/fairness-log.controller';
import { FAIRNESS_LOG_PLUGIN_OPTIONS } from './constants';
import { FairnessLogEntry } from './entities/fairness-log-entry.entity';
import { FairnessLogService } from './services/fairness-log.service';
import { FairnessLogPluginOptions } from './types';

/**
 * The public append-only fairness log (docs/fairness.md#the-fairness-log), as Certificate
 * Transparency keeps one: the draw and blind-box plugins append their commitments, random words
 * and results through FairnessLogService; anyone reads signed heads, entries and proofs over HTTP.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [FairnessLogEntry],
    providers: [{ provide: FAIRNESS_LOG_PLUGIN_OPTIONS, useFactory: () => FairnessLogPlugin.options }, FairnessLogService],
    exports: [FairnessLogService],
    controllers: [FairnessLogController],
    shopApiExtensions: { schema: shopApiExtensions },
    compatibility: '^3.0.0',
})
export class FairnessLogPlugin {
    static options: FairnessLogPluginOptions;

    static init(options: FairnessLogPluginOptions) {
        this.options = options;
        return FairnessLogPlugin;
    }
}
