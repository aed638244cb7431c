import { Capacitor } from '@capacitor/core';
import { PushNotifications } from '@capacitor/push-notifications';

import { shopRequest } from '../../api/shopApi';
import { UpdateFcmTokenDocument } from '../../gql/graphql';
import { actionTarget } from '../../ui/actionLink';

let registered = false;

/**
 * Push on the app build (Capacitor, Android): asks permission, registers with FCM, sends the
 * token with UpdateFcmToken, and opens a tapped push's action link. Loaded with import() only
 * on the native platform, so the web bundle does not carry it (docs/storefront.md#notifications).
 */
export async function registerPush({ languageCode, navigate }: { languageCode: string; navigate: (to: string) => void }): Promise<void> {
    if (!Capacitor.isNativePlatform()) return;
    let permission = await PushNotifications.checkPermissions();
    if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') permission = await PushNotifications.requestPermissions();
    if (permission.receive !== 'granted') return;
    if (!registered) {
        registered = true;
        await PushNotifications.addListener('registration', ({ value }) => {
            void shopRequest(UpdateFcmTokenDocument, { fcmToken: value, platform: Capacitor.getPlatform() }, { languageCode }).catch(() => undefined);
        });
        await PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
            const data = (notification.data ?? {}) as { actionTyp?: string; actionVal?: string };
            const target = actionTarget(data.actionTyp, data.actionVal);
            if (target.kind === 'route') navigate(target.to);
            else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener');
        });
    }
    // Each sign-in registers again: the token then belongs to whoever signed in on this phone.
    await PushNotifications.register();
}
