import { VendureConfig } from '@vendure/core';

import { Environment } from './environment';

/**
 * `all` (the embedded default) is one process that serves the APIs and also runs jobs and
 * scheduled tasks; `server` and `worker` split them for scaled deployments.
 */
export function applyProcessRole(config: VendureConfig, role: Environment['PROCESS_ROLE']): VendureConfig {
    if (role !== 'all') return config;
    return { ...config, schedulerOptions: { ...config.schedulerOptions, runTasksInWorkerOnly: false } };
}
