import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { SHOP_API_URL } from '../../api/shopApi';
import { useShopQuery } from '../../api/useShopQuery';
import { paths } from '../../routing/paths';
import { hasSessionToken, STORAGE_KEYS, storage } from '../../lib/storage';
import { GetLoggedInUserDocument } from '../../gql/graphql';
import { PageHeader } from '../../ui/PageHeader';

/** `dev` (development builds only): what this build is, where it talks to, what the phone holds. */
export function DevPage() {
    const { t } = useTranslation('shell');
    const hasToken = hasSessionToken();
    const customer = useShopQuery(GetLoggedInUserDocument, undefined, { enabled: hasToken });
    const stored = Object.values(STORAGE_KEYS).filter(key => storage.get(key) !== null);
    const worker = useServiceWorkerState();
    return (
        <main>
            <PageHeader title={t('dev.title')} fallback={paths.home()} />
            <dl className="m-4 divide-y divide-line rounded-2xl bg-white text-sm shadow-sm">
                <Row label={t('dev.version')}>{__APP_VERSION__}</Row>
                <Row label={t('dev.mode')}>{import.meta.env.MODE}</Row>
                <Row label={t('dev.api')}>{SHOP_API_URL}</Row>
                <Row label={t('dev.customer')}>{customer.data?.data.activeCustomer?.id ?? t('dev.guest')}</Row>
                <Row label={t('dev.storage')}>{stored.length ? stored.join(', ') : t('dev.none')}</Row>
                <Row label={t('dev.serviceWorker')}>{worker}</Row>
                <Row label={t('dev.online')}>{navigator.onLine ? 'online' : 'offline'}</Row>
            </dl>
            <Link to={paths.dev2()} className="mx-4 inline-block font-bold text-lucky-700 underline">
                {t('dev.other')}
            </Link>
        </main>
    );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
    return (
        <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-ink-soft">{label}</dt>
            <dd className="min-w-0 text-right font-semibold break-all text-ink">{children}</dd>
        </div>
    );
}

/** The service worker as the browser sees it: none, installing, waiting for a reload, or controlling this page. */
function useServiceWorkerState() {
    const [state, setState] = useState('…');
    useEffect(() => {
        const sw = navigator.serviceWorker;
        if (!sw) return setState('not supported');
        void sw.getRegistration().then(registration => {
            if (!registration) return setState('not registered (development builds register none)');
            const parts = [
                registration.active && `active ${registration.active.state}`,
                registration.waiting && 'update waiting',
                registration.installing && 'installing',
            ];
            setState(`${parts.filter(Boolean).join(', ')}${sw.controller ? ', controls this page' : ''}`);
        });
    }, []);
    return state;
}
