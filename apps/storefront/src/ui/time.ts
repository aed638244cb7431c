import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import 'dayjs/locale/ms';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(relativeTime);

function dayjsLocale(i18n: { resolvedLanguage?: string }): 'en' | 'ms' {
    return i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
}

/** "3 hours ago" / "3 jam yang lepas", following the shop's language (docs/contract.md#languages-and-constants). */
export function useRelativeTime() {
    const { i18n } = useTranslation();
    const locale = dayjsLocale(i18n);
    return useCallback((date: string | Date) => dayjs(date).locale(locale).fromNow(), [locale]);
}

/**
 * How a campaign's time reads: "Ends in 3 hours" / "3 jam lagi", "Starts in 2 days" /
 * "Bermula dalam 2 hari", "Ended 5 days ago" / "Tamat 5 hari yang lepas".
 */
export function useTimeLeft() {
    const { t, i18n } = useTranslation();
    return useMemo(() => timeLeftIn(t, i18n), [t, i18n]);
}

/** useTimeLeft with a `t` and language already at hand (a campaign card's, so each card subscribes once). */
export function timeLeftIn(t: TFunction, i18n: { resolvedLanguage?: string }) {
    const locale = dayjsLocale(i18n);
    const span = (date: string | Date) => dayjs(date).locale(locale).toNow(true);
    return {
        endsIn: (date: string | Date) => t('time.endsIn', { time: span(date) }),
        startsIn: (date: string | Date) => t('time.startsIn', { time: span(date) }),
        endedAgo: (date: string | Date) => t('time.endedAgo', { time: span(date) }),
    };
}

/** A date and time in the shop's language: "23 Nov 2026, 14:05". */
export function useDateTime() {
    const { i18n } = useTranslation();
    const locale = i18n.resolvedLanguage === 'ms' ? 'ms-MY' : 'en-MY';
    return useMemo(() => {
        const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
        return (date: string | Date) => format.format(new Date(date));
    }, [locale]);
}

/** The placeholder time (docs/contract.md#languages-and-constants). */
export const PLACEHOLDER_TIME = '00:00:00';

/** The parts of a remaining time, never below zero. */
export function remaining(until: string | Date, now: number = Date.now()) {
    const ms = Math.max(0, new Date(until).getTime() - now);
    const total = Math.floor(ms / 1000);
    return {
        done: ms === 0,
        days: Math.floor(total / 86_400),
        hours: Math.floor((total % 86_400) / 3600),
        minutes: Math.floor((total % 3600) / 60),
        seconds: total % 60,
    };
}

/** "03:12:45"; whole days are written separately by the caller. */
export function clock({ hours, minutes, seconds }: { hours: number; minutes: number; seconds: number }) {
    return [hours, minutes, seconds].map(n => String(n).padStart(2, '0')).join(':');
}
