import dayjs from 'dayjs';
import 'dayjs/locale/ms';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

dayjs.extend(relativeTime);

/** "3 hours ago" / "3 jam yang lalu", following the shop's language (spec §9: en and ms). */
export function useRelativeTime() {
    const { i18n } = useTranslation();
    const locale = i18n.resolvedLanguage === 'ms' ? 'ms' : 'en';
    return useCallback((date: string | Date) => dayjs(date).locale(locale).fromNow(), [locale]);
}
