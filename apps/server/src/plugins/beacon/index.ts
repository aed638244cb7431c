/** The shop's randomness beacon: the plugin, the pinned client and the service other plugins wait for rounds through. */
export { BeaconPlugin } from './beacon.plugin';
export { BeaconClient, type BeaconClientOptions, type PinnedChain } from './beacon-client';
export { EmbeddedBeacon, type BeaconInfoJson, type BeaconRoundJson } from './embedded-beacon';
export { BeaconService, type NextRound } from './services/beacon.service';
export type { BeaconPluginOptions } from './types';
