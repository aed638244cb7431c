import type { BeaconClient } from './beacon-client';
import type { EmbeddedBeacon } from './embedded-beacon';

export interface BeaconPluginOptions {
    /** The shop's beacon (drand over HTTP, or the embedded one over this server's own port), pinned; built on first use. */
    client: () => BeaconClient;
    /** The beacon this server embeds (GET /beacon/<chain hash>/…), when the shop uses it; built on first use. */
    embedded?: () => EmbeddedBeacon;
}
