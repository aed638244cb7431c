import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation } from '../../api/useShopQuery';
import { BbCodeDocument } from '../../gql/graphql';
import { useErrorMessage } from '../../ui/errorMessage';
import { useToast } from '../../ui/toast';

/**
 * Reveals the code a DIGITAL prize won in a blind box (BbCode), wherever the shopper sees that prize
 * (the box's result, the won prizes): the code once revealed, or a warning saying why there is none.
 * `onRevealed` runs after a code arrives (the won prizes list refreshes its status).
 */
export function useBbCodeReveal({ onRevealed }: { onRevealed?: () => Promise<unknown> } = {}) {
    const { t } = useTranslation('common');
    const toast = useToast();
    const errorMessage = useErrorMessage();
    const { mutateAsync: askCode } = useShopMutation(BbCodeDocument);
    const [code, setCode] = useState<string | null>(null);
    const [revealing, setRevealing] = useState(false);

    async function reveal(orderId: string, prizeLineId: string) {
        setRevealing(true);
        try {
            const { bbCode } = await askCode({ orderId, prizeLineId });
            if (bbCode.__typename === 'BbCodeReveal') {
                setCode(bbCode.bbCode.code);
                await onRevealed?.();
            } else {
                toast.warning(errorMessage(bbCode));
            }
        } catch {
            toast.error(t('operationsAnomaly'));
        } finally {
            setRevealing(false);
        }
    }

    return { code, revealing, reveal };
}
