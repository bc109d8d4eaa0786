/**
 * "Notify me": subscribes this browser to Web Push (the service worker at /sw.js shows the
 * notifications), so your turns, draw offers and running clocks reach you with the tab closed.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, call } from './api/client';
import { t } from './i18n';

type State = 'unsupported' | 'off' | 'on' | 'denied' | 'busy';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  return reg ? reg.pushManager.getSubscription() : null;
}

export function NotificationsToggle() {
  const [state, setState] = useState<State>(supported() ? 'busy' : 'unsupported');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!supported()) return;
    if (Notification.permission === 'denied') return setState('denied');
    void currentSubscription()
      .then((s) => setState(s ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);
  if (state === 'unsupported') return null;
  const enable = async () => {
    setError(null);
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const reg = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const { publicKey } = await call(() => api.GET('/v1/push/vapid-public-key'));
      const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await call(() => api.POST('/v1/me/push-subscriptions', { body: { endpoint: json.endpoint, keys: json.keys } }));
      setState('on');
    } catch (e) {
      setError((e as Error).message);
      setState('off');
    }
  };
  const disable = async () => {
    setState('busy');
    const sub = await currentSubscription().catch(() => null);
    await sub?.unsubscribe().catch(() => undefined);
    setState('off');
  };
  return (
    <p class="notify">
      {state === 'on' ? (
        <button type="button" onClick={() => void disable()}>
          {t('notify.disable')}
        </button>
      ) : state === 'denied' ? (
        <span class="muted">{t('notify.blocked')}</span>
      ) : (
        <button type="button" disabled={state === 'busy'} onClick={() => void enable()}>
          {t('notify.enable')}
        </button>
      )}
      {error && <span class="error" role="alert"> {error}</span>}
    </p>
  );
}
