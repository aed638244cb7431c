import { useTranslation } from 'react-i18next';

import { Card } from '../../../ui/Card';

/**
 * What the draw's randomness provider guarantees and what it does not, in plain words
 * (docs/fairness.md#the-timeline, "What each provider guarantees"): the page does not promise more than it ran.
 */
export function ProviderGuarantees({ provider }: { provider: 'local' | 'chainlink' | 'drand' }) {
    const { t } = useTranslation('draws');
    return (
        <Card id="proof-guarantees" icon="shield" title={t('guarantees.title', { provider: t(`proof.providers.${provider}`) })}>
            <h3 className="mt-2 text-sm font-bold text-emerald-800">{t('guarantees.does')}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t(`guarantees.${provider}.does`)}</p>
            <h3 className="mt-3 text-sm font-bold text-lucky-800">{t('guarantees.doesNot')}</h3>
            <p className="mt-1 text-sm text-ink-soft">{t(`guarantees.${provider}.doesNot`)}</p>
        </Card>
    );
}
