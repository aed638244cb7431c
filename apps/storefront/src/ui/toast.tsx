import { Toast } from '@base-ui/react/toast';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ToastKind = 'warning' | 'error' | 'success';

/** Toast titles (docs/contract.md#other-failures): WARNING, Oh No!, SUCCESS. */
const TITLE_KEYS = { warning: 'toast.warning', error: 'toast.error', success: 'toast.success' } as const;

const KIND_STYLES: Record<ToastKind, { bar: string; icon: string; glyph: string }> = {
    warning: { bar: 'bg-gold-400', icon: 'bg-gold-100 text-gold-700', glyph: '!' },
    error: { bar: 'bg-lucky-600', icon: 'bg-lucky-50 text-lucky-700', glyph: '×' },
    success: { bar: 'bg-emerald-500', icon: 'bg-emerald-50 text-emerald-700', glyph: '✓' },
};

/** Toasts for the whole shop: provide once around the app, raise with `useToast()`. */
export function ToastProvider({ children }: { children: ReactNode }) {
    return (
        <Toast.Provider limit={3} timeout={4000}>
            {children}
            <Toast.Portal>
                <ToastViewport />
            </Toast.Portal>
        </Toast.Provider>
    );
}

function ToastViewport() {
    const { t } = useTranslation();
    const { toasts } = Toast.useToastManager();
    return (
        <Toast.Viewport
            aria-label={t('toast.region')}
            className="fixed inset-x-0 top-0 z-50 mx-auto flex w-full max-w-md flex-col gap-2 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none"
        >
            {toasts.map(toast => {
                const style = KIND_STYLES[(toast.type as ToastKind | undefined) ?? 'success'];
                return (
                    <Toast.Root
                        key={toast.id}
                        toast={toast}
                        swipeDirection="up"
                        className="relative flex items-start gap-3 overflow-hidden rounded-2xl bg-white py-3 pr-3 pl-4 shadow-lg ring-1 ring-black/5 transition-all duration-300 data-ending-style:-translate-y-4 data-ending-style:opacity-0 data-limited:hidden data-starting-style:-translate-y-4 data-starting-style:opacity-0"
                    >
                        <span aria-hidden className={`absolute inset-y-0 left-0 w-1.5 ${style.bar}`} />
                        <span
                            aria-hidden
                            className={`mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${style.icon}`}
                        >
                            {style.glyph}
                        </span>
                        <div className="min-w-0 flex-1">
                            <Toast.Title className="text-sm font-extrabold tracking-wide text-ink" />
                            <Toast.Description className="mt-0.5 text-sm text-ink-soft" />
                        </div>
                        <Toast.Close
                            aria-label={t('toast.dismiss')}
                            className="grid size-8 shrink-0 place-items-center rounded-full text-lg text-ink-soft hover:bg-black/5"
                        >
                            ×
                        </Toast.Close>
                    </Toast.Root>
                );
            })}
        </Toast.Viewport>
    );
}

/** Raises a toast with the contract's title for its kind (docs/contract.md#other-failures). */
export function useToast() {
    const manager = Toast.useToastManager();
    const { i18n } = useTranslation();
    return useMemo(() => {
        // Titles in the language of the moment the toast is raised (it may just have changed).
        const show = (type: ToastKind) => (description: string) =>
            manager.add({ type, title: i18n.t(TITLE_KEYS[type]), description, priority: type === 'success' ? 'low' : 'high' });
        return { warning: show('warning'), error: show('error'), success: show('success') };
    }, [manager, i18n]);
}
