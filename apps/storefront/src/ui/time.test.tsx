import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '../lib/i18n';
import { Countdown } from './Countdown';
import { clock, remaining, useRelativeTime, useTimeLeft } from './time';

const HOUR = 3_600_000;

afterEach(() => {
    vi.useRealTimers();
});

describe('relative time', () => {
    it('reads in the shop’s language', async () => {
        const threeHoursAgo = new Date(Date.now() - 3 * HOUR);
        const { result } = renderHook(() => useRelativeTime());
        expect(result.current(threeHoursAgo)).toBe('3 hours ago');

        await act(() => changeLanguage('ms'));
        expect(result.current(threeHoursAgo)).toBe('3 jam yang lepas');
    });

    it('says when a campaign ends, starts or ended, in English and Malay', async () => {
        const inThreeHours = new Date(Date.now() + 3 * HOUR + 60_000);
        const inTwoDays = new Date(Date.now() + 48 * HOUR + 60_000);
        const fiveDaysAgo = new Date(Date.now() - 5 * 24 * HOUR);
        const { result } = renderHook(() => useTimeLeft());
        expect(result.current.endsIn(inThreeHours)).toBe('Ends in 3 hours');
        expect(result.current.startsIn(inTwoDays)).toBe('Starts in 2 days');
        expect(result.current.endedAgo(fiveDaysAgo)).toBe('Ended 5 days ago');

        await act(() => changeLanguage('ms'));
        expect(result.current.endsIn(inThreeHours)).toBe('3 jam lagi');
        expect(result.current.startsIn(inTwoDays)).toBe('Bermula dalam 2 hari');
        expect(result.current.endedAgo(fiveDaysAgo)).toBe('Tamat 5 hari yang lepas');
    });
});

describe('countdown', () => {
    it('splits what is left into days and a clock, never below zero', () => {
        const now = Date.parse('2026-11-23T00:00:00Z');
        expect(remaining('2026-11-25T03:12:45Z', now)).toMatchObject({ done: false, days: 2, hours: 3, minutes: 12, seconds: 45 });
        expect(remaining('2026-11-22T00:00:00Z', now)).toMatchObject({ done: true, days: 0, hours: 0, minutes: 0, seconds: 0 });
        expect(clock({ hours: 3, minutes: 2, seconds: 1 })).toBe('03:02:01');
    });

    it('ticks every second and reads calmly to screen readers', () => {
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
        vi.setSystemTime(Date.parse('2026-11-23T00:00:00Z'));
        render(<Countdown until="2026-11-25T03:12:45Z" />);
        const timer = screen.getByRole('timer');
        expect(timer).toHaveTextContent('2d 03:12:45');
        expect(timer).toHaveAccessibleName('Ends in 2 days');

        act(() => vi.advanceTimersByTime(5000));
        expect(timer).toHaveTextContent('2d 03:12:40');
    });

    it('shows the placeholder 00:00:00 once over, or without a date', () => {
        render(
            <>
                <Countdown until={new Date(Date.now() - 1000).toISOString()} />
                <Countdown until={null} />
            </>,
        );
        const [over, none] = screen.getAllByRole('timer');
        expect(over).toHaveTextContent('00:00:00');
        expect(none).toHaveTextContent('00:00:00');
    });

    it('writes days the Malay way', async () => {
        await act(() => changeLanguage('ms'));
        vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
        vi.setSystemTime(Date.parse('2026-11-23T00:00:00Z'));
        render(<Countdown until="2026-11-26T01:00:00Z" label="starts" />);
        const timer = screen.getByRole('timer');
        expect(timer).toHaveTextContent('3h 01:00:00');
        expect(timer).toHaveAccessibleName('Bermula dalam 3 hari');
    });
});
