import { OnApplicationBootstrap } from '@nestjs/common';
import { PluginCommonModule, SettingsStoreScopes, VendurePlugin } from '@vendure/core';

import { markStartPhase } from '../../common/start-timings';

import { startupGate } from './startup-gate';

const SETTINGS_NAMESPACE = 'tuahStartup';
/** The demo seed steps completed so far (a JSON list of step names), one value for the whole shop. */
export const DEMO_SEED_STEPS_KEY = `${SETTINGS_NAMESPACE}.demoSeedSteps`;

/**
 * What a start needs before the shop is served: the startup gate in front of every route
 * (health endpoints, 503 while the first start's demo seed runs) and the record of which demo
 * seed steps are done, so an interrupted seed resumes instead of starting over.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        const middleware = config.apiOptions.middleware;
        // First in line, so nothing else (pages, APIs, assets) answers while the gate is held.
        if (!middleware.some(m => m.handler.name === 'startupGateHandler')) {
            const apiPaths = [config.apiOptions.shopApiPath ?? 'shop-api', config.apiOptions.adminApiPath ?? 'admin-api'];
            const cors = config.apiOptions.cors;
            const origins = typeof cors === 'object' && Array.isArray(cors.origin) ? cors.origin.filter((o): o is string => typeof o === 'string') : [];
            middleware.unshift({ route: '/', beforeListen: true, handler: startupGate(apiPaths, origins) });
        }
        config.settingsStoreFields = {
            ...config.settingsStoreFields,
            [SETTINGS_NAMESPACE]: [{ name: 'demoSeedSteps', scope: SettingsStoreScopes.global, readonly: true }],
        };
        return config;
    },
    compatibility: '^3.0.0',
})
export class StartupPlugin implements OnApplicationBootstrap {
    /** The start's "bootstrap" phase ends here: Nest's modules, the database connection and both GraphQL schemas are ready. */
    onApplicationBootstrap() {
        markStartPhase('bootstrap');
    }
}
