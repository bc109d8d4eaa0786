/**
 * "Notify me": subscribes this browser to Web Push (the service worker at /sw.js shows the
 * notifications), so your turns, draw offers and running clocks reach you with the tab closed.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, call, errorText } from './api/client';
import { t } from './i18n';

/** `subscribing`: waiting for the browser's push service, which the page says. */
type State = 'unsupported' | 'off' | 'on' | 'denied' | 'busy' | 'subscribing';

/**
 * How long the browser's push service may take to subscribe. FCM, Mozilla's and Apple's answer in
 * a second or two; a browser without one (Debian's Chromium has no Google API keys) never answers
 * at all: measured in Chromium 156, pushManager.subscribe was still pending after 150 s, which
 * left the button disabled with nothing said.
 */
const SUBSCRIBE_TIMEOUT_MS = 15_000;

/** A failure of the browser's own push machinery (not of our API), in the page's words. */
class NoPushService extends Error {}

/** pushManager.subscribe, or NoPushService when the push service refuses or stays silent. */
async function subscribe(reg: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoPushService(t('notify.noAnswer', { s: SUBSCRIBE_TIMEOUT_MS / 1000 }))), SUBSCRIBE_TIMEOUT_MS);
  });
  try {
    // A private window refuses at once ("Registration failed - permission denied" in Chromium,
    // though the permission is granted): Chromium has no Push API in incognito.
    return await Promise.race([reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), silent]);
  } catch (e) {
    throw e instanceof NoPushService ? e : new NoPushService(t('notify.refused', { reason: (e as Error).message || String(e) }));
  } finally {
    clearTimeout(timer);
  }
}

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
      let sub = await reg.pushManager.getSubscription();
      if (!sub) {
        setState('subscribing');
        sub = await subscribe(reg, key);
      }
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await call(() => api.POST('/v1/me/push-subscriptions', { body: { endpoint: json.endpoint, keys: json.keys } }));
      setState('on');
    } catch (e) {
      // The browser's failure gets the ways forward; the API's its own sentence and code.
      setError(e instanceof NoPushService ? `${e.message} ${t('notify.instead')}` : errorText(e));
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
        <button type="button" disabled={state === 'busy' || state === 'subscribing'} onClick={() => void enable()}>
          {error ? t('notify.retry') : t('notify.enable')}
        </button>
      )}
      {state === 'subscribing' && <span class="muted"> {t('notify.waiting')}</span>}
      {error && (
        <span class="error" role="alert" data-testid="notify-error">
          {' '}
          {error}
        </span>
      )}
    </p>
  );
}
