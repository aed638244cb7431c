import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The Android app (docs/storefront.md#the-android-app): the same build as the web shop, from `dist`.
 * The app's pages come from the phone itself (https://localhost), so the shop API is another origin:
 * build with `VITE_SHOP_API_URL=https://api.example.my/shop-api` (api/endpoint.ts). `TUAH_API_HOST`
 * lets the app's WebView reach that host (and, for a development server on the LAN, plain http).
 */
const apiHost = process.env.TUAH_API_HOST;

const config: CapacitorConfig = {
    appId: 'my.tuah.shop',
    appName: 'Tuah',
    webDir: 'dist',
    server: {
        androidScheme: 'https',
        // Links to the API host stay inside the app instead of opening the browser.
        allowNavigation: apiHost ? [apiHost] : [],
    },
    android: {
        // A development API on http:// (a laptop on the LAN) only when asked for.
        allowMixedContent: process.env.TUAH_API_HTTP === '1',
    },
    plugins: {
        // Splash drawn by the web app (index.html), not a second native one.
        SplashScreen: { launchShowDuration: 0 },
    },
};

export default config;
