/** The app's version (docs/contract.md#languages-and-constants): what the about page and the Android build say. */
export const APP_VERSION = '5.03.1301';

/** Which build of the storefront this is (package version and commit, set by Vite at build time). */
export const ASSET_VERSION: string = __ASSET_VERSION__;

/** Where shoppers write to; set at build time (`VITE_SUPPORT_EMAIL`). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@tuah.example';
