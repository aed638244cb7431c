import 'altcha/external';
import 'altcha/altcha.css';
import './botCheck.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { Challenge } from 'altcha/types';
import { createElement, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useShopMutation } from '../../api/useShopQuery';
import { AltchaChallengeDocument } from '../../gql/graphql';

// The proof of work runs in a worker built from the package (served from /static, as CSP's
// worker-src 'self' wants); `altcha/external` bundles neither workers nor styles.
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** The request header that carries a solution (docs/accounts.md#bot-check). */
const ALTCHA_HEADER = 'x-altcha';

type Widget = HTMLElementTagNameMap['altcha-widget'];

const isWidget = (element: Widget | null): element is Widget => typeof element?.configure === 'function';

/**
 * The ALTCHA bot check of a form that sends a code, signs up or resets a password: a dark badge
 * in the page's flow, under the form (never floating over a button, a hint or a link: issue 31 #2), that solves a challenge from the shop API as soon as the page opens.
 * `headers()` hands the solution to the next request (waiting for it if it is still being
 * worked out) and starts on a new challenge, since the server accepts each solution once.
 */
export function useBotCheck() {
    const { t, i18n } = useTranslation('account');
    const widget = useRef<Widget | null>(null);
    const solution = useRef<Promise<string | null> | null>(null);
    const { mutateAsync: askChallenge } = useShopMutation(AltchaChallengeDocument);

    const solve = useCallback(() => {
        solution.current = (async () => {
            const { altchaChallenge } = await askChallenge({});
            const element = widget.current;
            // The bot check is off on this server, or the page has gone (or is a test's jsdom, where the widget is not defined).
            if (!altchaChallenge || !isWidget(element)) return null;
            element.reset();
            await element.configure({ challenge: altchaChallenge as Challenge });
            return (await element.verify())?.payload ?? null;
        })().catch(() => null);
    }, [askChallenge]);

    // The badge speaks the shop's language (the package has no Malay of its own). Its words are
    // registered while rendering, before the widget is made: a widget made first drew English and,
    // not yet upgraded when the effect ran, could keep it.
    const language = i18n.resolvedLanguage ?? 'en';
    useMemo(() => {
        $altcha.i18n.set(language, {
            ...$altcha.i18n.get('en'),
            label: t('botCheck.label'),
            loading: t('botCheck.verifying'),
            verifying: t('botCheck.verifying'),
            waitAlert: t('botCheck.verifying'),
            verified: t('botCheck.verified'),
            verificationRequired: t('botCheck.label'),
            error: t('botCheck.error'),
            expired: t('botCheck.expired'),
        });
    }, [t, language]);
    // A language changed on a page already open.
    useEffect(() => {
        if (isWidget(widget.current)) void widget.current.configure({ language });
    }, [language]);

    useEffect(() => {
        solve();
    }, [solve]);

    const headers = useCallback(async (): Promise<Record<string, string>> => {
        const payload = await solution.current;
        solve();
        return payload ? { [ALTCHA_HEADER]: payload } : {};
    }, [solve]);

    const badge = (
        <div className="bot-check flex justify-end" role="region" aria-label={t('botCheck.region')}>
            {createElement('altcha-widget', {
                ref: widget,
                auto: 'off',
                type: 'checkbox',
                language,
                configuration: JSON.stringify({ hideFooter: true, minDuration: 0, humanInteractionSignature: false }),
            })}
        </div>
    );
    return { headers, badge };
}
