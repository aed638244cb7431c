import 'i18next';

import type account from '../../public/locales/en/account.json';
import type boxes from '../../public/locales/en/boxes.json';
import type cart from '../../public/locales/en/cart.json';
import type checkout from '../../public/locales/en/checkout.json';
import type common from '../../public/locales/en/common.json';
import type draws from '../../public/locales/en/draws.json';
import type einvoice from '../../public/locales/en/einvoice.json';
import type errors from '../../public/locales/en/errors.json';
import type home from '../../public/locales/en/home.json';
import type marketing from '../../public/locales/en/marketing.json';
import type notifications from '../../public/locales/en/notifications.json';
import type orders from '../../public/locales/en/orders.json';
import type pages from '../../public/locales/en/pages.json';
import type prizes from '../../public/locales/en/prizes.json';
import type shell from '../../public/locales/en/shell.json';
import type tickets from '../../public/locales/en/tickets.json';

// Typed translation keys: a key missing from the English files fails the type check.
declare module 'i18next' {
    interface CustomTypeOptions {
        defaultNS: 'common';
        resources: {
            common: typeof common;
            errors: typeof errors;
            home: typeof home;
            cart: typeof cart;
            checkout: typeof checkout;
            draws: typeof draws;
            einvoice: typeof einvoice;
            tickets: typeof tickets;
            account: typeof account;
            orders: typeof orders;
            prizes: typeof prizes;
            boxes: typeof boxes;
            marketing: typeof marketing;
            notifications: typeof notifications;
            shell: typeof shell;
            pages: typeof pages;
        };
    }
}
