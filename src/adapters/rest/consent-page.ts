/**
 * The consent page of /oauth/authorize: server-rendered HTML, every value escaped. The service
 * keeps no cookie session, so the page signs the user in with their password on approval; a
 * forged approval would need the password. The form still carries a CSRF token: an HMAC over a
 * random cookie value (double submit) and every parameter of the request, so neither another
 * site's form nor an edited hidden field is accepted.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SCOPE_DESCRIPTIONS, type Scope } from '../../features/auth/scopes.js';
import type { AuthorizeRequest } from '../../features/tokens/oauth.service.js';

export const CSRF_COOKIE = 'pyr_oauth_csrf';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parameters the form carries through, in a fixed order (the CSRF token covers them). */
export const carriedParams = (req: AuthorizeRequest) => ({
  response_type: 'code',
  client_id: req.client.id,
  redirect_uri: req.redirectUri,
  scope: req.scopes.join(' '),
  state: req.state ?? '',
  code_challenge: req.codeChallenge,
  code_challenge_method: 'S256',
});

export class ConsentCsrf {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('pyramidion oauth consent csrf').digest();
  }

  newCookieValue(): string {
    return randomBytes(24).toString('base64url');
  }

  token(cookie: string, params: Record<string, string>): string {
    return createHmac('sha256', this.key).update(cookie).update('\n').update(JSON.stringify(params)).digest('base64url');
  }

  check(cookie: string | undefined, sent: unknown, params: Record<string, string>): boolean {
    if (!cookie || typeof sent !== 'string') return false;
    const a = Buffer.from(this.token(cookie, params));
    const b = Buffer.from(sent);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Pyramidion</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
label{display:block;margin:.5rem 0}input{width:100%;padding:.4rem;box-sizing:border-box}
button{padding:.5rem 1rem;margin:.5rem .5rem 0 0}.error{color:#a00}li code{font-weight:bold}</style></head>
<body>${body}</body></html>`;

export function consentPage(req: AuthorizeRequest, csrf: string, error?: string): string {
  const hidden = Object.entries(carriedParams(req))
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('\n');
  const scopes = req.scopes.map((s: Scope) => `<li><code>${esc(s)}</code>: ${esc(SCOPE_DESCRIPTIONS[s])}</li>`).join('\n');
  const redirectHost = (() => {
    try {
      return new URL(req.redirectUri).host || req.redirectUri;
    } catch {
      return req.redirectUri;
    }
  })();
  return page(
    `Authorize ${req.client.name}`,
    `<h1>Authorize <em>${esc(req.client.name)}</em></h1>
<p>The app <strong>${esc(req.client.name)}</strong> asks to act on your Pyramidion account with these scopes:</p>
<ul>${scopes}</ul>
<p>It will be sent back to <code>${esc(redirectHost)}</code>. It never sees your password.</p>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/oauth/authorize">
${hidden}
<input type="hidden" name="csrf" value="${esc(csrf)}">
<label>Username <input name="username" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
</form>`,
  );
}

export function errorPage(message: string): string {
  return page('Authorization failed', `<h1>This authorization request cannot be completed</h1><p class="error">${esc(message)}</p>`);
}
