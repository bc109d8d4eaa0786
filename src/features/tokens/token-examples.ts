/** Examples of the token, OAuth-app and bot-account operations (validated against their schemas by .ci/contract.sh). */
const AT = '2026-11-23T03:00:00.000Z';
const token = { id: '6f1c2b9e-5d41-4e7a-9c1e-2f4b8a7d3c10', name: 'my bot', scopes: ['read', 'bot'], expiresAt: null, lastUsedAt: null, createdAt: AT };
const app = { clientId: 'app_0d8f3e7a9b2c4d5e8f1a2b3c4d5e6f70', name: 'Pyramid Pal', redirectUris: ['https://pal.example.com/callback', 'com.example.pal:/oauth'], createdAt: AT };

export const TOKEN_API_EXAMPLES: Record<string, { summary: string; value: unknown }> = {
  CreateApiToken: { summary: 'A token for a bot, never expiring', value: { name: 'my bot', scopes: ['read', 'bot'] } },
  CreatedApiToken: { summary: 'The token, with its secret (shown once)', value: { ...token, token: 'pyr_Qm9iIGV4YW1wbGUgc2VjcmV0LCBub3QgYSByZWFsIG9uZSEh' } },
  ApiTokenList: { summary: 'One token, used a minute ago', value: { items: [{ ...token, lastUsedAt: '2026-11-23T03:05:00.000Z' }], nextCursor: null } },
  CreateOAuthClient: { summary: 'A web app and its mobile twin', value: { name: app.name, redirectUris: app.redirectUris } },
  OAuthClient: { summary: 'The app registered', value: app },
  OAuthClientList: { summary: 'One app', value: { items: [app], nextCursor: null } },
  BotUpgrade: { summary: 'Now a bot account', value: { id: '0b6f9a2e-3c1d-4f5e-8a7b-9c0d1e2f3a4b', username: 'deep_pyramid', kind: 'bot' } },
};
