import fs from 'node:fs';
import path from 'node:path';

import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');

/** The real translation files, served the way the browser fetches them. */
const locales = http.get('*/locales/:lng/:ns', ({ params }) => {
    const file = path.join(LOCALES, String(params.lng), String(params.ns));
    if (!fs.existsSync(file)) return new HttpResponse(null, { status: 404 });
    return HttpResponse.json(JSON.parse(fs.readFileSync(file, 'utf8')));
});

/**
 * The bot check as a server with it off answers (no challenge, no solution needed): the widget
 * cannot work out proofs in jsdom; the server tests and the browser journeys run it for real.
 */
const botCheckOff = graphql.query('AltchaChallenge', () => HttpResponse.json({ data: { altchaChallenge: null } }));

/** The tab bar's unread badge, asked on every signed-in screen: nothing unread unless a test says otherwise. */
const noUnreadNotifications = graphql.query('NotificationsUnread', () => HttpResponse.json({ data: { readNotification: { unreadCount: 0 } } }));

/** No marketing unless a test gives some (Home asks for it on every visit). */
const noMarketing = graphql.query('GetMarketing', () => HttpResponse.json({ data: { getMarketing: { banners: [], popup: null, fab: null, bb: null } } }));

/** A stand-in shop API for component tests; each test adds the operations it needs. */
export const mockServer = setupServer(locales, botCheckOff, noUnreadNotifications, noMarketing);
