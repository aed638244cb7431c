import { LanguageCode } from '@vendure/core';

import { Campaign } from '../../campaign';
import { LocalizedText } from '../constants';
import { NotificationMessage } from '../services/notification.service';

/** The campaign's name in a language, else in English, else its short id. */
function nameIn(campaign: Campaign, lang: keyof LocalizedText): string {
    const byLang = (code: string) => campaign.translations?.find(t => t.languageCode === code)?.name;
    return byLang(lang) ?? byLang(LanguageCode.en) ?? campaign.sId;
}

/** Told to every ticket holder when a campaign ends below its minimum and their lines are refunded. */
export function campaignCancelledMessage(campaign: Campaign): NotificationMessage {
    const min = campaign.minTicket ?? 0;
    return {
        tag: 'CAMPAIGN_CANCELLED',
        title: { en: 'Campaign cancelled', ms: 'Kempen dibatalkan' },
        msg: {
            en: `${nameIn(campaign, 'en')} ended with fewer than ${min} tickets sold, so there will be no draw. Your payment for it has been refunded.`,
            ms: `${nameIn(campaign, 'ms')} tamat dengan kurang daripada ${min} tiket terjual, jadi tiada cabutan. Bayaran anda untuknya telah dikembalikan.`,
        },
        actionTyp: 'CAM',
        actionVal: String(campaign.id),
        metaData: { campaignId: String(campaign.id), sId: campaign.sId },
    };
}
