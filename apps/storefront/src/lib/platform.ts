/**
 * Whether this page runs inside the Android app: Capacitor's bridge defines `window.Capacitor` before
 * any script runs. Read without importing @capacitor/core, so the web bundle never carries it.
 */
export const isNativeApp = (): boolean => (window as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor?.isNativePlatform?.() === true;
