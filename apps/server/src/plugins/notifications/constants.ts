export const loggerCtx = 'NotificationsPlugin';

export const NOTIFICATIONS_PLUGIN_OPTIONS = Symbol('NOTIFICATIONS_PLUGIN_OPTIONS');

/** The shop's day for grouping notifications (Today, Yesterday, a date): Malaysia's. */
export const SHOP_TIME_ZONE = 'Asia/Kuala_Lumpur';
