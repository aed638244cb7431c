import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '../app/i18n';
import { useRelativeTime } from './time';

describe('relative time', () => {
    it('reads in the shop’s language', async () => {
        const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
        const { result } = renderHook(() => useRelativeTime());
        expect(result.current(threeHoursAgo)).toBe('3 hours ago');

        await act(() => changeLanguage('ms'));
        expect(result.current(threeHoursAgo)).toBe('3 jam yang lepas');
    });
});
