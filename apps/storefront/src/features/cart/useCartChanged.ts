import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** A change of the cart (lines, coupons, address, courier) refreshes every view of it: the cart and the checkout steps. */
export function useCartChanged() {
    const queryClient = useQueryClient();
    return useCallback(
        () => Promise.all(['GetCartDetails', 'GetFinalCartDetails'].map(name => queryClient.invalidateQueries({ queryKey: ['shop', name] }))),
        [queryClient],
    );
}
