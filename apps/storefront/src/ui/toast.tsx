import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'warning' | 'error' | 'success';

/** A toast as raised, before the viewport (and Base UI's toast) has loaded. */
export interface RaisedToast {
    type: ToastKind;
    title: string;
    description: string;
}

/** Toast titles (docs/contract.md#other-failures): WARNING, Oh No!, SUCCESS. */
const TITLE_KEYS = { warning: 'toast.warning', error: 'toast.error', success: 'toast.success' } as const;

// Most visits raise no toast, so Base UI's toast stays out of the first screen's JavaScript
// (docs/storefront.md#size-budget): toasts raised before it has loaded wait here.
const waiting: RaisedToast[] = [];
let deliver: ((toast: RaisedToast) => void) | undefined;
let leaveScreen: (() => void) | undefined;
const firstToastListeners = new Set<() => void>();

function raise(toast: RaisedToast) {
    if (deliver) return deliver(toast);
    waiting.push(toast);
    firstToastListeners.forEach(listener => listener());
}

/**
 * Called once by the loaded viewport: takes the toasts raised so far and every later one, and
 * learns what to do when the shopper moves to another screen (`screenChanged`).
 */
export function attachToastViewport(show: (toast: RaisedToast) => void, onScreenChange?: () => void) {
    deliver = show;
    leaveScreen = onScreenChange;
    waiting.splice(0).forEach(show);
    return () => {
        if (deliver === show) deliver = undefined;
        if (leaveScreen === onScreenChange) leaveScreen = undefined;
    };
}

/**
 * The shopper moved to another screen (the app shell calls it on each navigation): a success toast
 * was news about the screen they left, and lying over the next screen's buttons it only hides them.
 */
export function screenChanged() {
    leaveScreen?.();
}

const ToastViewport = lazy(() => import('./ToastViewport'));

/** Toasts for the whole shop: provide once around the app, raise with `useToast()`. */
export function ToastProvider({ children }: { children: ReactNode }) {
    const [raised, setRaised] = useState(() => waiting.length > 0);
    useEffect(() => {
        if (raised) return;
        const listener = () => setRaised(true);
        firstToastListeners.add(listener);
        return () => void firstToastListeners.delete(listener);
    }, [raised]);
    return (
        <>
            {children}
            {raised && (
                <Suspense fallback={null}>
                    <ToastViewport />
                </Suspense>
            )}
        </>
    );
}

/** Raises a toast with the contract's title for its kind (docs/contract.md#other-failures). */
export function useToast() {
    const { i18n } = useTranslation();
    return useMemo(() => {
        // Titles in the language of the moment the toast is raised (it may just have changed).
        const show = (type: ToastKind) => (description: string) => raise({ type, title: i18n.t(TITLE_KEYS[type]), description });
        return { warning: show('warning'), error: show('error'), success: show('success') };
    }, [i18n]);
}
