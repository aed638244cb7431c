export interface FairnessLogPluginOptions {
    /** The log's Ed25519 signing key (32 bytes); read once, when the first head is signed. */
    secretKey: () => Uint8Array;
}
