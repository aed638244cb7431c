import { VendureConfig, VendurePlugin } from '@vendure/core';

import { readEnvironment } from '../server/src/config/environment';
import { buildVendureConfig } from '../server/src/config/vendure-config';

/**
 * Tuah's screens (src/tuah.tsx), as a plugin only this build sees: the dashboard's Vite plugin finds
 * extensions through a plugin's `dashboard` entry, and the server never needs to know the file.
 */
@VendurePlugin({ dashboard: './src/tuah.tsx' })
export class TuahDashboardPlugin {}

/**
 * The server's own config, read by the dashboard build (never run): the build introspects the admin
 * API's schema (with our plugins' extensions) from it, without a database. Fixed placeholder keys keep
 * it from reading or generating the real VRF key in DATA_DIR.
 */
const server = buildVendureConfig(
    readEnvironment({ ALTCHA_HMAC_KEY: 'dashboard-build-'.padEnd(32, '0'), VRF_SECRET_KEY: '00'.repeat(32), SEED_DEMO_DATA: 'false', LOG_LEVEL: 'warn' }),
);

export const config: VendureConfig = { ...server, plugins: [...(server.plugins ?? []), TuahDashboardPlugin] };
