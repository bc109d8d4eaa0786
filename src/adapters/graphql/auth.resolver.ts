import { UseGuards } from '@nestjs/common';
import { RequiresScope, PublicOperation } from '../../features/auth/scopes.js';
import { Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthService } from '../../features/auth/auth.service.js';
import { CredentialsSchema, RefreshRequestSchema, type AuthUser } from '../../features/auth/auth.schemas.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import { AuthPayloadType, UserType } from './schema-types.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayloadType, { description: 'Creates an account and signs in (like POST /v1/auth/register).' })
  @PublicOperation()
  register(@ZodArgs(CredentialsSchema) credentials: ArgsOf<typeof CredentialsSchema>) {
    return this.auth.register(credentials);
  }

  @Mutation(() => AuthPayloadType, { description: 'Signs in: an access token and a refresh token (like POST /v1/auth/login).' })
  @PublicOperation()
  login(@ZodArgs(CredentialsSchema) credentials: ArgsOf<typeof CredentialsSchema>) {
    return this.auth.login(credentials);
  }

  @Mutation(() => AuthPayloadType, { description: 'Trades a refresh token for new tokens; the old refresh token stops working.' })
  @PublicOperation()
  refresh(@ZodArgs(RefreshRequestSchema) { refreshToken }: ArgsOf<typeof RefreshRequestSchema>) {
    return this.auth.refresh(refreshToken);
  }

  @Mutation(() => Boolean, { description: "Ends the session of this refresh token, and its sockets. True when done." })
  @PublicOperation()
  async logout(@ZodArgs(RefreshRequestSchema) { refreshToken }: ArgsOf<typeof RefreshRequestSchema>) {
    await this.auth.logout(refreshToken);
    return true;
  }

  @Query(() => UserType, { description: 'The signed-in user.' })
  @UseGuards(JwtAuthGuard)
  @RequiresScope('read')
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user);
  }
}
