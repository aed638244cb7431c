import { useSearchParams } from 'react-router';

import { BOX_KEYS } from '../../routing/paths';

/** The box and order a blind-box page is about, from its address. */
export function useBoxParams(): { boxId: string; orderId: string | undefined } {
    const [params] = useSearchParams();
    return { boxId: params.get(BOX_KEYS.boxId) ?? '', orderId: params.get(BOX_KEYS.orderId) ?? undefined };
}
