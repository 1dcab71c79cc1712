import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { PushSubscribeDocument, WebPushPublicKeyDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';

type PushState = 'idle' | 'on' | 'denied' | 'failed';

/** The VAPID key (base64url) as the bytes pushManager.subscribe takes. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(
    atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4)),
    (c) => c.charCodeAt(0),
  );

const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Settings: the same notifications in this browser too (Web Push), where the server and the browser allow it. */
export function WebPushButton() {
  const t = useT();
  const { data } = useQuery(WebPushPublicKeyDocument);
  const [subscribe] = useMutation(PushSubscribeDocument);
  const [state, setState] = useState<PushState>('idle');
  const key = data?.webPushPublicKey;
  if (!key || !pushSupported()) return null;
  const enable = async () => {
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const registration = await navigator.serviceWorker.ready;
      const { endpoint, keys } = (
        await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) })
      ).toJSON();
      await subscribe({
        variables: {
          subscription: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
        },
      });
      setState('on');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="web-push">
      <button type="button" className="button" onClick={() => void enable()}>
        {t('settings.push.enable')}
      </button>
      {state !== 'idle' && <p role="status">{t(`settings.push.${state}`)}</p>}
    </div>
  );
}
