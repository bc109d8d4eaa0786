/** Sign up or sign in. */
import { useState } from 'preact/hooks';
import { api, call, errorText, setSession } from '../api/client';
import { t } from '../i18n';

export function AuthPage() {
  const [mode, setMode] = useState<'login' | 'register'>('register');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { username, password };
      const r = await call(() => (mode === 'register' ? api.POST('/v1/auth/register', { body }) : api.POST('/v1/auth/login', { body })));
      setSession(r);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel narrow">
      <h1>{mode === 'register' ? t('auth.register') : t('auth.login')}</h1>
      <form onSubmit={submit}>
        <label>
          {t('auth.username')}
          <input name="username" autoComplete="username" required value={username} onInput={(e) => setUsername(e.currentTarget.value)} />
        </label>
        <label>
          {t('auth.password')}
          <input name="password" type="password" autoComplete={mode === 'register' ? 'new-password' : 'current-password'} required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </label>
        {error && <p class="error" role="alert">{error}</p>}
        <button type="submit" disabled={busy}>{mode === 'register' ? t('auth.signUp') : t('auth.login')}</button>
      </form>
      <p>
        {mode === 'register' ? t('auth.haveAccount') : t('auth.new')}
        <button type="button" class="link" onClick={() => setMode(mode === 'register' ? 'login' : 'register')}>
          {mode === 'register' ? t('auth.login') : t('auth.register')}
        </button>
      </p>
    </section>
  );
}
