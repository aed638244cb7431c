import { Dialog } from '@base-ui/react/dialog';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionLink } from '../../ui/actionLink';
import { assetSrcSet, assetUrl } from '../../ui/AssetImage';
import { Icon } from '../../ui/icons';
import { markPopupSeen, MARKETING_PRESETS, seenPopups, type MarketingItem } from './marketing';

/**
 * What floats over Home, loaded after it (nothing of it is in Home's first-screen code): the
 * floating action button above the tab bar, and the popup, shown once per popup id on this phone.
 */
export default function MarketingOverlays({ fab, popup }: { fab: MarketingItem | null; popup: MarketingItem | null }) {
    return (
        <>
            {fab && <FloatingButton item={fab} />}
            {popup && <MarketingPopup key={popup.id} item={popup} />}
        </>
    );
}

function FloatingButton({ item }: { item: MarketingItem }) {
    return (
        <div className="pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+4.75rem)] z-30 mx-auto flex max-w-md justify-end px-4">
            <ActionLink
                type={item.actionTyp}
                value={item.actionVal}
                aria-label={item.title}
                className="pointer-events-auto block size-16 overflow-hidden rounded-full border-2 border-white bg-gold-50 shadow-lg outline-offset-2"
            >
                <img src={assetUrl(item.asset.preview, 'medium')} width={64} height={64} alt="" decoding="async" className="size-full object-cover" />
            </ActionLink>
        </div>
    );
}

function MarketingPopup({ item }: { item: MarketingItem }) {
    const { t } = useTranslation('marketing');
    const [open, setOpen] = useState(() => !seenPopups().includes(item.id));
    // Focus starts on the close button: the shopper did not ask for this offer.
    const closeButton = useRef<HTMLButtonElement>(null);
    const close = () => {
        markPopupSeen(item.id);
        setOpen(false);
    };
    return (
        <Dialog.Root open={open} onOpenChange={next => !next && close()}>
            <Dialog.Portal>
                <Dialog.Backdrop className="fixed inset-0 z-50 bg-ink/55 transition-opacity duration-200 data-ending-style:opacity-0 data-starting-style:opacity-0 motion-reduce:transition-none" />
                <Dialog.Popup
                    initialFocus={closeButton}
                    className="fixed top-1/2 left-1/2 z-50 w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-3xl bg-cream shadow-2xl outline-none transition-[opacity,scale] duration-200 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0 motion-reduce:transition-none"
                >
                    {/* Following the popup counts as seeing it, like closing it. */}
                    <div onClick={() => markPopupSeen(item.id)}>
                        <ActionLink type={item.actionTyp} value={item.actionVal} className="block">
                            <img
                                src={assetUrl(item.asset.preview, 'large')}
                                srcSet={assetSrcSet(item.asset.preview, MARKETING_PRESETS)}
                                sizes="22rem"
                                width={800}
                                height={800}
                                alt=""
                                decoding="async"
                                className="aspect-square w-full bg-gold-50 object-cover"
                            />
                            <Dialog.Title className="px-5 pt-4 text-lg leading-snug font-bold text-ink">{item.title}</Dialog.Title>
                            <span className="mx-5 mt-3 mb-5 block rounded-full bg-lucky-600 py-3 text-center font-bold text-white">{t('popup.follow')}</span>
                        </ActionLink>
                    </div>
                    <Dialog.Close
                        ref={closeButton}
                        aria-label={t('popup.close')}
                        className="absolute top-3 right-3 grid size-11 place-items-center rounded-full bg-white/90 text-ink shadow"
                    >
                        <Icon name="close" className="size-5" />
                    </Dialog.Close>
                </Dialog.Popup>
            </Dialog.Portal>
        </Dialog.Root>
    );
}
