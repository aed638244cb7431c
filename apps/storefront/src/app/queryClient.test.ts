import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from './App';

describe("the shop's queries", () => {
    afterEach(() => vi.restoreAllMocks());

    it('offline, a failed query is not asked again: the offline message shows at once', async () => {
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        const ask = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
        await expect(createQueryClient().fetchQuery({ queryKey: ['offline'], queryFn: ask })).rejects.toThrow('Failed to fetch');
        expect(ask).toHaveBeenCalledTimes(1);
    });

    it('online, a failed query is asked twice more before the error shows (a flaky connection)', async () => {
        vi.useFakeTimers();
        try {
            const ask = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
            const asked = createQueryClient().fetchQuery({ queryKey: ['online'], queryFn: ask });
            const failed = expect(asked).rejects.toThrow('Failed to fetch');
            await vi.runAllTimersAsync();
            await failed;
            expect(ask).toHaveBeenCalledTimes(3);
        } finally {
            vi.useRealTimers();
        }
    });
});
