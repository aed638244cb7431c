import { Toast } from '@base-ui/react/toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { attachToastViewport, type ToastKind } from './toast';

const KIND_STYLES: Record<ToastKind, { bar: string; icon: string; glyph: string }> = {
    warning: { bar: 'bg-gold-400', icon: 'bg-gold-100 text-gold-700', glyph: '!' },
    error: { bar: 'bg-lucky-600', icon: 'bg-lucky-50 text-lucky-700', glyph: '×' },
    success: { bar: 'bg-emerald-500', icon: 'bg-emerald-50 text-emerald-700', glyph: '✓' },
};

/** How long a success toast is on screen before moving to another screen closes it. */
const SUCCESS_READ_MS = 1000;

/** The toasts on screen, with Base UI's toast: loaded by `ToastProvider` when the first one is raised. */
export default function ToastViewport() {
    const [manager] = useState(() => Toast.createToastManager());
    useEffect(() => {
        /** Success toasts on screen and when they were raised. */
        const successes = new Map<string, number>();
        return attachToastViewport(
            ({ type, title, description }) => {
                // A success is news, gone after 3 s; a warning or an error may need reading (issue 31 #5).
                const id: string = manager.add({
                    type,
                    title,
                    description,
                    priority: type === 'success' ? 'low' : 'high',
                    timeout: type === 'success' ? 3000 : 6000,
                    onRemove: (): void => void successes.delete(id),
                });
                if (type === 'success') successes.set(id, Date.now());
            },
            () => {
                // Moving on closes the successes already read; one raised just before the move (a
                // save that returns to the previous screen) is news about that move, and stays.
                for (const [id, raisedAt] of successes) if (Date.now() - raisedAt >= SUCCESS_READ_MS) manager.close(id);
            },
        );
    }, [manager]);
    return (
        <Toast.Provider toastManager={manager} limit={3} timeout={4000}>
            <Toast.Portal>
                <ToastList />
            </Toast.Portal>
        </Toast.Provider>
    );
}

function ToastList() {
    const { t } = useTranslation();
    const { toasts } = Toast.useToastManager();
    return (
        <Toast.Viewport
            aria-label={t('toast.region')}
            // Above the tab bar, not over the header: its back button, language and profile controls stay usable (issue 31 #5).
            className="fixed inset-x-0 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-50 mx-auto flex w-full max-w-md flex-col-reverse gap-2 px-3 outline-none"
        >
            {toasts.map(toast => {
                const style = KIND_STYLES[(toast.type as ToastKind | undefined) ?? 'success'];
                return (
                    <Toast.Root
                        key={toast.id}
                        toast={toast}
                        swipeDirection="down"
                        className="relative flex items-start gap-3 overflow-hidden rounded-2xl bg-white py-3 pr-3 pl-4 shadow-lg ring-1 ring-black/5 transition-all duration-300 data-ending-style:translate-y-4 data-ending-style:opacity-0 data-limited:hidden data-starting-style:translate-y-4 data-starting-style:opacity-0"
                    >
                        <span aria-hidden className={`absolute inset-y-0 left-0 w-1.5 ${style.bar}`} />
                        <span aria-hidden className={`mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${style.icon}`}>
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
