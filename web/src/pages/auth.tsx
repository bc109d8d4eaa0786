/** Sign up or sign in. */
import { useState } from 'preact/hooks';
import { api, ApiError, call, setSession } from '../api/client';

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
      setError(err instanceof ApiError ? `${err.message} (${err.code})` : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel narrow">
      <h1>{mode === 'register' ? 'Create an account' : 'Sign in'}</h1>
      <form onSubmit={submit}>
        <label>
          Username
          <input name="username" autoComplete="username" required value={username} onInput={(e) => setUsername(e.currentTarget.value)} />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete={mode === 'register' ? 'new-password' : 'current-password'} required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
        </label>
        {error && <p class="error" role="alert">{error}</p>}
        <button type="submit" disabled={busy}>{mode === 'register' ? 'Sign up' : 'Sign in'}</button>
      </form>
      <p>
        {mode === 'register' ? 'Already have an account? ' : 'New here? '}
        <button type="button" class="link" onClick={() => setMode(mode === 'register' ? 'login' : 'register')}>
          {mode === 'register' ? 'Sign in' : 'Create an account'}
        </button>
      </p>
    </section>
  );
}
