/**
 * Your account: settings (auto-play), vacation (days off within the yearly allowance, or end it)
 * and personal API tokens (a page at a time; create one with its scopes, its secret shown once;
 * revoke).
 */
import { useEffect, useState } from 'preact/hooks';
import { api, call, errorText, read, type Schemas } from '../api/client';
import { t, when, type MessageKey } from '../i18n';
import { PagedView, usePaged } from '../paged';
import { useAction } from './use-action';

type Scope = Schemas['Scope'];
const SCOPES: readonly Scope[] = ['read', 'play', 'bot', 'webhooks', 'account'];

/** One read of a resource with its error and "Try again", and a way to replace it after a change. */
function useResource<T>(get: () => Promise<T>): { value: T | null; error: string | null; set: (v: T) => void; load: () => void } {
  const [value, set] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = () => {
    setError(null);
    get().then(set, (e: unknown) => setError(errorText(e)));
  };
  useEffect(load, []);
  return { value, error, set, load };
}

function Failed({ error, retry }: { error: string | null; retry: () => void }) {
  return error ? (
    <p class="error" role="alert">
      {error} <button type="button" data-testid="retry" onClick={retry}>{t('common.retry')}</button>
    </p>
  ) : null;
}

function SettingsPanel() {
  const settings = useResource(() => read(() => api.GET('/v1/me/settings')));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = async (autoPlay: boolean) => {
    setError(null);
    setSaved(false);
    try {
      settings.set(await call(() => api.PUT('/v1/me/settings', { body: { autoPlay } })));
      setSaved(true);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section class="panel" aria-labelledby="settings-h">
      <h2 id="settings-h">{t('settings.title')}</h2>
      <Failed error={settings.error} retry={settings.load} />
      {settings.value ? (
        <div class="field check">
          <input id="auto-play" type="checkbox" aria-describedby="auto-play-hint" checked={settings.value.autoPlay} onChange={(e) => void change(e.currentTarget.checked)} />
          <label for="auto-play">{t('settings.autoPlay')}</label>
          <small id="auto-play-hint">{t('settings.autoPlayHint')}</small>
        </div>
      ) : (
        !settings.error && <p>{t('common.loading')}</p>
      )}
      {error && <p class="error" role="alert">{error}</p>}
      {saved && <p class="ok" role="status">{t('settings.saved')}</p>}
    </section>
  );
}

function VacationPanel() {
  const vacation = useResource(() => read(() => api.GET('/v1/me/vacation')));
  const [days, setDays] = useState(7);
  const [error, setError] = useState<string | null>(null);
  const put = async (d: number) => {
    setError(null);
    try {
      vacation.set(await call(() => api.PUT('/v1/me/vacation', { body: { days: d } })));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const v = vacation.value;
  return (
    <section class="panel" aria-labelledby="vacation-h">
      <h2 id="vacation-h">{t('vacation.title')}</h2>
      <p class="muted">{t('vacation.explain')}</p>
      <Failed error={vacation.error} retry={vacation.load} />
      {v && (
        <>
          <p data-testid="vacation-state">
            {v.vacationUntil ? t('vacation.until', { when: when(v.vacationUntil) }) : t('vacation.off')}{' '}
            {t('vacation.allowance', { left: v.daysLeft, total: v.allowanceDays, year: v.year })}
          </p>
          {v.vacationUntil ? (
            <button type="button" onClick={() => void put(0)}>{t('vacation.end')}</button>
          ) : (
            <form
              class="inline"
              onSubmit={(e) => {
                e.preventDefault();
                void put(days);
              }}
            >
              <label>
                {t('vacation.days')}
                <input type="number" name="days" min={1} max={v.daysLeft} value={days} onInput={(e) => setDays(Number(e.currentTarget.value))} />
              </label>
              <button type="submit" disabled={v.daysLeft < 1}>{t('vacation.start')}</button>
            </form>
          )}
        </>
      )}
      {error && <p class="error" role="alert">{error}</p>}
    </section>
  );
}

function TokensPanel() {
  const list = usePaged((cursor, limit) => read(() => api.GET('/v1/me/tokens', { params: { query: { limit, ...(cursor ? { cursor } : {}) } } })), [], (k) => k.id);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>(['read']);
  const [expiry, setExpiry] = useState('');
  const [created, setCreated] = useState<Schemas['CreatedApiToken'] | null>(null);
  const [error, busy, run] = useAction();
  const create = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      const body = { name, scopes, ...(expiry ? { expiresInDays: Number(expiry) } : {}) };
      setCreated(await call(() => api.POST('/v1/me/tokens', { body })));
      setName('');
      await list.refresh();
    });
  };
  const revoke = (id: string) =>
    run(async () => {
      await call(() => api.DELETE('/v1/me/tokens/{id}', { params: { path: { id } } }));
      if (created?.id === id) setCreated(null);
      await list.refresh();
    });
  const toggle = (s: Scope, on: boolean) => setScopes((old) => (on ? [...old.filter((x) => x !== s), s] : old.filter((x) => x !== s)));
  return (
    <section class="panel" aria-labelledby="tokens-h">
      <h2 id="tokens-h">{t('tokens.title')}</h2>
      <p class="muted">{t('tokens.explain')}</p>
      <form onSubmit={create} class="create" aria-labelledby="token-new-h">
        <h3 id="token-new-h">{t('tokens.new')}</h3>
        <label>
          {t('tokens.name')}
          <input name="tokenName" required maxLength={100} value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <fieldset>
          <legend>{t('tokens.scopes')}</legend>
          {SCOPES.map((s) => (
            <label key={s} class="check">
              <input type="checkbox" checked={scopes.includes(s)} onChange={(e) => toggle(s, e.currentTarget.checked)} /> {t(`scope.${s}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        <label>
          {t('tokens.expiry')}
          <select name="expiry" value={expiry} onChange={(e) => setExpiry(e.currentTarget.value)}>
            <option value="">{t('tokens.never')}</option>
            <option value="30">{t('tokens.days', { n: 30 })}</option>
            <option value="90">{t('tokens.days', { n: 90 })}</option>
            <option value="365">{t('tokens.days', { n: 365 })}</option>
          </select>
        </label>
        <button type="submit" disabled={busy || scopes.length === 0}>{t('tokens.create')}</button>
      </form>
      {created && (
        <div class="secret" role="status" data-testid="token-secret">
          <p>{t('tokens.secretOnce', { name: created.name })}</p>
          <code>{created.token}</code>{' '}
          <button type="button" onClick={() => void navigator.clipboard?.writeText(created.token).catch(() => undefined)}>{t('tokens.copy')}</button>{' '}
          <button type="button" onClick={() => setCreated(null)}>{t('tokens.done')}</button>
        </div>
      )}
      {error && <p class="error" role="alert">{error}</p>}
      <h3>{t('tokens.list')}</h3>
      <PagedView list={list} empty={t('tokens.none')} testid="tokens">
        {(items) => (
          <ul class="matches">
            {items.map((k) => (
              <li key={k.id} data-token={k.id}>
                <span>
                  <strong>{k.name}</strong> · {k.scopes.map((s) => t(`scope.${s}` as MessageKey)).join(', ')}
                  {' · '}
                  <span class="muted">
                    {t('tokens.created', { when: when(k.createdAt) })}
                    {' · '}
                    {k.lastUsedAt ? t('tokens.used', { when: when(k.lastUsedAt) }) : t('tokens.unused')}
                    {k.expiresAt ? ` · ${t('tokens.expires', { when: when(k.expiresAt) })}` : ''}
                  </span>
                </span>
                <button type="button" disabled={busy} aria-label={t('tokens.revokeName', { name: k.name })} onClick={() => void revoke(k.id)}>{t('tokens.revoke')}</button>
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}

export function AccountPage() {
  return (
    <div class="account">
      <h1 class="sr-only">{t('account.title')}</h1>
      <SettingsPanel />
      <VacationPanel />
      <TokensPanel />
    </div>
  );
}
