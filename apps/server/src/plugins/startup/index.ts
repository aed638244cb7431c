/** What the server entry point, the config and the seed may use of the startup plugin. */
export { StartupPlugin, DEMO_SEED_STEPS_KEY } from './startup.plugin';
export { holdRequests, isServing, serveRequests, startupGate, RETRY_AFTER_SECONDS } from './startup-gate';
