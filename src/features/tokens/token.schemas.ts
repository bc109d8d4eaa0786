/** The API-token, OAuth-app and bot-account shapes, declared once: they validate and they document. */
import { z } from 'zod';
import { SCOPES, SCOPE_DESCRIPTIONS } from '../auth/scopes.js';
import { nextCursorField, pageQuery } from '../../platform/paging.js';

export const ScopeSchema = z
  .enum(SCOPES)
  .meta({ id: 'Scope', description: `What a token may do. ${Object.entries(SCOPE_DESCRIPTIONS).map(([s, d]) => `\`${s}\`: ${d}`).join(' ')}` });

/** Ids that requests name (path parameters in REST): any string; an unknown one is not found. */
export const ApiTokenIdSchema = z.string().describe('Token id.');
export const OAuthClientIdSchema = z.string().describe('The client_id.');

export const CreateApiTokenRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100).describe('A name to recognise the token by (1 to 100 characters).'),
    scopes: z.array(ScopeSchema).min(1).max(SCOPES.length).describe('The scopes the token has (at least one).'),
    expiresInDays: z.number().int().min(1).max(3650).optional().describe('Days until it expires (1 to 3650); omitted: it does not expire.'),
  })
  .strict()
  .meta({ id: 'CreateApiTokenRequest', description: 'A personal API token to create.' });
export type CreateApiTokenRequest = z.output<typeof CreateApiTokenRequestSchema>;

const TokenFields = {
  id: z.string().describe('Token id (to revoke it).'),
  name: z.string().describe('Its name.'),
  scopes: z.array(ScopeSchema).describe('Its scopes.'),
  expiresAt: z.string().nullable().describe('ISO 8601; null: never.'),
  lastUsedAt: z.string().nullable().describe('ISO 8601, to the minute (written at most once a minute); null: never used.'),
  createdAt: z.string().describe('ISO 8601.'),
};

export const ApiTokenSchema = z.object(TokenFields).meta({ id: 'ApiToken', description: 'A personal API token (its secret is shown only when it is created).' });
export const ApiTokenListSchema = z
  .object({ items: z.array(ApiTokenSchema).describe('Your live tokens, newest first.'), nextCursor: nextCursorField })
  .meta({ id: 'ApiTokenList', description: 'Your personal API tokens, a page at a time.' });
/** GET /v1/me/tokens and GET /v1/me/oauth-apps: a page. */
export const TokenListQuerySchema = pageQuery(50, 100);
export type TokenListQuery = z.infer<typeof TokenListQuerySchema>;
export const CreatedApiTokenSchema = z
  .object({ ...TokenFields, token: z.string().describe('The secret, `pyr_...`: send it as `Authorization: Bearer <token>`. Shown this once; only its hash is kept.') })
  .meta({ id: 'CreatedApiToken', description: 'The token created, with its secret (shown only here).' });

export const RedirectUriSchema = z
  .string()
  .max(2000)
  .refine((u) => {
    try {
      const url = new URL(u);
      // https, or http to a loopback address (native apps, RFC 8252 7.3), or an app's own scheme (RFC 8252 7.1).
      if (url.hash) return false;
      if (url.protocol === 'https:') return true;
      if (url.protocol === 'http:') return ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
      return /^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol); // reverse-domain custom scheme
    } catch {
      return false;
    }
  }, 'an https URL, http to a loopback address, or a reverse-domain custom scheme (com.example.app:/cb); no fragment')
  .describe('An exact redirect URI: https, http to 127.0.0.1/[::1]/localhost, or a reverse-domain custom scheme; no fragment.');

export const CreateOAuthClientRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100).describe('The app name shown on the consent page.'),
    redirectUris: z.array(RedirectUriSchema).min(1).max(10).describe('Where codes may be sent; matched exactly.'),
  })
  .strict()
  .meta({ id: 'CreateOAuthClientRequest', description: 'An app to register for "Sign in with Pyramidion" (a public client: PKCE, no secret).' });
export type CreateOAuthClientRequest = z.output<typeof CreateOAuthClientRequestSchema>;

export const OAuthClientSchema = z
  .object({
    clientId: z.string().describe('The client_id to send to /oauth/authorize and /oauth/token.'),
    name: z.string().describe('The app name.'),
    redirectUris: z.array(z.string()).describe('The registered redirect URIs.'),
    createdAt: z.string().describe('ISO 8601.'),
  })
  .meta({ id: 'OAuthClient', description: 'An OAuth app you registered.' });
export const OAuthClientListSchema = z
  .object({ items: z.array(OAuthClientSchema).describe('Your apps, oldest first.'), nextCursor: nextCursorField })
  .meta({ id: 'OAuthClientList', description: 'Your OAuth apps, a page at a time.' });

export const BotUpgradeSchema = z
  .object({ id: z.string().describe('User id.'), username: z.string().describe('The account name.'), kind: z.literal('bot').describe('Now `bot`.') })
  .meta({ id: 'BotUpgrade', description: 'The account, now a bot account.' });
