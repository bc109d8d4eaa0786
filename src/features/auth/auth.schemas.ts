import { z } from 'zod';

export const UsernameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, '3-32 characters: letters, digits, _ or -')
  .describe('Unique, case-insensitive. 3-32 characters: letters, digits, _ or -.');

/** A username that a request names (a path parameter in REST): any string; an unknown one is not found. */
export const UsernameParamSchema = z.string().describe('The username (case does not matter).');

export const CredentialsSchema = z
  .object({
    username: UsernameSchema,
    password: z.string().min(8, 'at least 8 characters').max(256).describe('8 to 256 characters.'),
  })
  .strict()
  .meta({ id: 'Credentials', description: 'A username and password.' });

export const RefreshRequestSchema = z
  .object({ refreshToken: z.string().min(1).max(512).describe('The refresh token of the last answer.') })
  .strict()
  .meta({ id: 'RefreshRequest', description: 'A refresh token.' });

export const UserSchema = z
  .object({ id: z.string().describe('User id.'), username: z.string().describe('Unique, case-insensitive.'), createdAt: z.string().describe('ISO 8601') })
  .meta({ id: 'User', description: 'An account.' });

export const AuthResultSchema = z
  .object({
    accessToken: z.string().describe('JWT for `Authorization: Bearer`, GraphQL HTTP and the graphql-ws connection_init payload.'),
    accessTokenExpiresIn: z.number().int().describe('Seconds.'),
    refreshToken: z.string().describe('Single use: each refresh returns a new one; a reused token revokes the whole session.'),
    user: UserSchema.describe('The signed-in user.'),
  })
  .meta({ id: 'AuthResult', description: 'A session: its tokens and its user.' });

export type Credentials = z.infer<typeof CredentialsSchema>;
export type UserDto = z.infer<typeof UserSchema>;
export type AuthResult = z.infer<typeof AuthResultSchema>;

/** What a verified access token says about its bearer. */
export interface AuthUser {
  id: string;
  username: string;
  /** human | bot (see User.kind); absent where only the name was needed. */
  kind?: string;
  botLevel?: number | null;
  /** The API token's scopes; null or absent for a session JWT (every scope). */
  scopes?: readonly string[] | null;
  /** The API token's id, when the caller used one. */
  tokenId?: string;
  /** What ends the caller's access: the session (refresh family) or `tok:<token id>`. */
  sessionId?: string;
  /**
   * The OAuth app the credential acts for (an app's access token, or a token minted under one of
   * its grants) and that grant; null or absent for first-party credentials (sessions, personal tokens).
   */
  appId?: string | null;
  grantId?: string | null;
}
