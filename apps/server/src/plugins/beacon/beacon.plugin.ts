import { PluginCommonModule, VendurePlugin } from '@vendure/core';

import { BeaconController } from './api/beacon.controller';
import { BEACON_PLUGIN_OPTIONS } from './constants';
import { BeaconRound } from './entities/beacon-round.entity';
import { BeaconService } from './services/beacon.service';
import { BeaconPluginOptions } from './types';

/**
 * The shop's public randomness beacon (docs/fairness.md#drand): a pinned drand chain, or the
 * beacon embedded in this server (served at /beacon/<chain hash>/… in drand's format). Draws on
 * `drand` fix a round through it; ticket rarities and box outcomes wait for the round after their
 * claim through BeaconService.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    entities: [BeaconRound],
    providers: [{ provide: BEACON_PLUGIN_OPTIONS, useFactory: () => BeaconPlugin.options }, BeaconService],
    exports: [BeaconService],
    controllers: [BeaconController],
    compatibility: '^3.0.0',
})
export class BeaconPlugin {
    static options: BeaconPluginOptions;

    static init(options: BeaconPluginOptions) {
        this.options = options;
        return BeaconPlugin;
    }
}
