import { Drawer } from '@base-ui/react/drawer';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from './icons';

interface BottomSheetProps {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    title: ReactNode;
    description?: ReactNode;
    /** Stays at the bottom of the sheet (the buy button, say). */
    footer?: ReactNode;
    children: ReactNode;
}

/** Marks the history entry an open sheet adds, in React Router's `usr` state so the router's own replaces can keep it. */
const SHEET_ENTRY = 'bottomSheet';

type HistoryState = { usr?: Record<string, unknown> | null } | null;

const onSheetEntry = () => !!(window.history.state as HistoryState)?.usr?.[SHEET_ENTRY];

/**
 * The router state to pass when a page replaces its address while a sheet is open (a tab
 * switched inside the sheet), so the sheet's history entry stays one.
 */
export function sheetEntryState(): unknown {
    return (window.history.state as HistoryState)?.usr ?? undefined;
}

/**
 * An open sheet is a step in the history (issue 31 row 6): the phone's back button closes it
 * instead of leaving the page. Opening pushes an entry for the same address; back (or closing the
 * sheet, which goes back) takes it off; a page that closes its sheet itself leaves it as a plain entry. A page opened from inside the sheet is pushed on top, so
 * coming back shows the sheet again.
 */
function useSheetHistory(open: boolean, onOpenChange: (open: boolean) => void): (open: boolean) => void {
    const latest = useRef(onOpenChange);
    useEffect(() => {
        latest.current = onOpenChange;
    });
    useEffect(() => {
        if (!open) return;
        if (!onSheetEntry()) {
            const state = (window.history.state ?? {}) as NonNullable<HistoryState>;
            window.history.pushState({ ...state, usr: { ...state.usr, [SHEET_ENTRY]: true } }, '');
        }
        const onPop = () => {
            if (!onSheetEntry()) latest.current(false);
        };
        window.addEventListener('popstate', onPop);
        return () => {
            window.removeEventListener('popstate', onPop);
            // Closed by the page (an item added, an account deleted) while its entry is still on top: the
            // entry becomes a plain one. Not history.back(): the page may be navigating right now, and a
            // back that lands after its push would undo it.
            if (onSheetEntry()) {
                const state = window.history.state as NonNullable<HistoryState>;
                const usr = { ...state.usr };
                delete usr[SHEET_ENTRY];
                window.history.replaceState({ ...state, usr }, '');
            }
        };
    }, [open]);
    return next => {
        if (!next && onSheetEntry()) window.history.back();
        else latest.current(next);
    };
}

/**
 * A bottom sheet (Base UI Drawer): slides up over the page, dismissed by swiping it down, the
 * backdrop, Escape, its close button or the phone's back button. At most 85 % of the screen
 * high; its body scrolls.
 */
export function BottomSheet({ open, onOpenChange, title, description, footer, children }: BottomSheetProps) {
    const { t } = useTranslation();
    const change = useSheetHistory(open, onOpenChange);
    return (
        <Drawer.Root open={open} onOpenChange={next => change(next)} swipeDirection="down">
            <Drawer.Portal>
                <Drawer.Backdrop className="fixed inset-0 z-50 bg-ink opacity-[calc(0.45*(1-var(--drawer-swipe-progress,0)))] transition-opacity duration-300 data-ending-style:opacity-0 data-starting-style:opacity-0 data-swiping:duration-0" />
                <Drawer.Viewport className="fixed inset-0 z-50 flex items-end justify-center">
                    <Drawer.Popup className="flex max-h-[85dvh] w-full max-w-md flex-col rounded-t-3xl bg-cream pb-[env(safe-area-inset-bottom)] shadow-2xl outline-none [transform:translateY(var(--drawer-swipe-movement-y,0px))] transition-transform duration-300 ease-[cubic-bezier(0.32,0.72,0,1)] data-ending-style:[transform:translateY(100%)] data-starting-style:[transform:translateY(100%)] data-swiping:select-none">
                        <div aria-hidden className="mx-auto mt-2.5 h-1.5 w-12 shrink-0 rounded-full bg-ink-soft/30" />
                        <div className="flex shrink-0 items-start gap-3 px-4 pt-2 pb-2">
                            <div className="min-w-0 flex-1">
                                <Drawer.Title className="text-lg leading-tight font-black text-ink">{title}</Drawer.Title>
                                {description && <Drawer.Description className="mt-0.5 text-sm text-ink-soft">{description}</Drawer.Description>}
                            </div>
                            <Drawer.Close
                                aria-label={t('close')}
                                className="grid size-9 shrink-0 place-items-center rounded-full bg-white text-ink-soft shadow-sm ring-1 ring-line hover:text-ink"
                            >
                                <Icon name="close" className="size-5" />
                            </Drawer.Close>
                        </div>
                        <Drawer.Content className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4">{children}</Drawer.Content>
                        {footer && <div className="shrink-0 border-t border-line bg-white px-4 py-3">{footer}</div>}
                    </Drawer.Popup>
                </Drawer.Viewport>
            </Drawer.Portal>
        </Drawer.Root>
    );
}
