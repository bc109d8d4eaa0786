/**
 * The OAuth 2.0 endpoints. Their shapes are fixed by the RFCs (form-encoded requests, `{error,
 * error_description}` answers), not by this API's conventions, so they are left out of the
 * OpenAPI document (which points at them from its `oauth2` security scheme) and answer RFC 6749
 * errors rather than problem+json.
 *
 * The issuer is PublicOrigin's (PUBLIC_BASE_URL, else a trusted proxy's forwarded origin, else
 * the local one; never the Host header). Every answer to the app's redirect URI, code or error,
 * carries it as `iss` (RFC 9207), so a client talking to several servers can tell who answered.
 * No OpenID Connect: no id_token is issued, so no openid-configuration is served.
 */
import { Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { PublicOrigin } from '../../platform/public-origin.js';
import { AppError } from '../../platform/problem.js';
import { AuthService } from '../../features/auth/auth.service.js';
import { CredentialsSchema } from '../../features/auth/auth.schemas.js';
import { APP_SCOPES } from '../../features/auth/scopes.js';
import { carriedParams, consentPage, ConsentCsrf, cookieValue, CSRF_COOKIE, errorPage } from './consent-page.js';
import { OAuthError, OAuthService, type AuthorizeRequest } from '../../features/tokens/oauth.service.js';

type Params = Record<string, unknown>;

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'no-referrer',
};

@ApiExcludeController()
@Controller()
export class OAuthController {
  private readonly csrf: ConsentCsrf;
  private readonly origin: PublicOrigin;

  constructor(
    private readonly oauth: OAuthService,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.csrf = new ConsentCsrf(config.JWT_SECRET);
    this.origin = new PublicOrigin(config);
  }

  /** Authorization server metadata (RFC 8414), for client libraries that discover the endpoints. */
  @Get('.well-known/oauth-authorization-server')
  metadata(@Req() req: FastifyRequest) {
    const issuer = this.issuer(req);
    return {
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      revocation_endpoint_auth_methods_supported: ['none'],
      scopes_supported: [...APP_SCOPES],
      authorization_response_iss_parameter_supported: true,
    };
  }

  /** The consent page (RFC 6749 4.1.1). */
  @Get('oauth/authorize')
  async authorizePage(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const params = (req.query ?? {}) as Params;
    const parsed = await this.parse(params, reply, this.issuer(req));
    if (!parsed) return;
    const cookie = this.csrf.newCookieValue();
    const secure = this.config.NODE_ENV === 'production' ? '; Secure' : '';
    void reply.header('set-cookie', `${CSRF_COOKIE}=${cookie}; Path=/oauth; HttpOnly; SameSite=Strict; Max-Age=1800${secure}`);
    this.html(reply, 200, consentPage(parsed, this.csrf.token(cookie, carriedParams(parsed))));
  }

  /** The form's answer: deny, or sign in and approve; either way back to the app. */
  @Post('oauth/authorize')
  async authorizeDecision(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const params = (req.body ?? {}) as Params;
    const iss = this.issuer(req);
    const parsed = await this.parse(params, reply, iss);
    if (!parsed) return;
    const cookie = cookieValue(req.headers.cookie, CSRF_COOKIE);
    if (!this.csrf.check(cookie, params.csrf, carriedParams(parsed))) {
      this.html(reply, 403, errorPage('This form expired or did not come from this page. Go back to the app and start again.'));
      return;
    }
    if (params.decision !== 'approve') {
      this.back(reply, parsed, iss, { error: 'access_denied', error_description: 'The user denied the request.' });
      return;
    }
    const credentials = CredentialsSchema.safeParse({ username: params.username, password: params.password });
    let user;
    try {
      if (!credentials.success) throw new AppError(401, 'BAD_CREDENTIALS', 'Wrong username or password.');
      user = await this.auth.verifyCredentials(credentials.data);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const fresh = this.csrf.token(cookie!, carriedParams(parsed));
      this.html(reply, e.status, consentPage(parsed, fresh, e.code === 'RATE_LIMITED' ? e.message : 'Wrong username or password.'));
      return;
    }
    const code = await this.oauth.issueCode({ id: user.id, username: user.username }, parsed);
    this.back(reply, parsed, iss, { code });
  }

  /** RFC 6749 4.1.3 and 6: codes and refresh tokens for tokens. */
  @Post('oauth/token')
  @HttpCode(200)
  async token(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answer(reply, () => this.oauth.token((req.body ?? {}) as Params));
  }

  /** RFC 7009. */
  @Post('oauth/revoke')
  @HttpCode(200)
  async revoke(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.answer(reply, async () => {
      await this.oauth.revoke((req.body ?? {}) as Params);
      return {};
    });
  }

  private async answer(reply: FastifyReply, run: () => Promise<object>): Promise<void> {
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    try {
      await reply.status(200).send(await run());
    } catch (e) {
      if (!(e instanceof OAuthError)) throw e;
      if (e.status === 401) void reply.header('www-authenticate', 'Bearer error="invalid_client"');
      await reply.status(e.status).send({ error: e.error, error_description: e.description });
    }
  }

  /**
   * The request, or null once an answer was sent: an HTML error when the client or redirect URI
   * is unknown (never redirect there), otherwise errors go back to the app's redirect URI.
   */
  private async parse(params: Params, reply: FastifyReply, iss: string): Promise<AuthorizeRequest | null> {
    const base = await this.oauth.clientAndRedirect(params);
    if (!base) {
      this.html(reply, 400, errorPage('Unknown client_id, or a redirect_uri that is not registered for it (it must match exactly).'));
      return null;
    }
    try {
      return this.oauth.parseAuthorize(base, params);
    } catch (e) {
      if (!(e instanceof OAuthError)) throw e;
      const state = typeof params.state === 'string' ? params.state : undefined;
      this.back(reply, { ...base, state }, iss, { error: e.error, error_description: e.description });
      return null;
    }
  }

  private issuer(req: FastifyRequest): string {
    return this.origin.of(req.raw);
  }

  /** To the app's redirect URI: the answer, the state and the issuer (RFC 9207 `iss`). */
  private back(reply: FastifyReply, req: { redirectUri: string; state?: string }, iss: string, answer: Record<string, string>): void {
    const url = new URL(req.redirectUri);
    for (const [k, v] of Object.entries(answer)) url.searchParams.set(k, v);
    if (req.state !== undefined) url.searchParams.set('state', req.state);
    url.searchParams.set('iss', iss);
    void reply.status(302).header('location', url.toString()).header('cache-control', 'no-store').send();
  }

  private html(reply: FastifyReply, status: number, body: string): void {
    void reply.status(status).headers(PAGE_HEADERS).send(body);
  }
}
