import { UseGuards } from '@nestjs/common';
import { RequiresScope, PublicOperation } from '../../features/auth/scopes.js';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthService } from '../../features/auth/auth.service.js';
import { CredentialsSchema, RefreshRequestSchema, type AuthUser } from '../../features/auth/auth.schemas.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import { parseOr400 } from '../../platform/zod.js';
import { AuthPayloadType, UserType } from './schema-types.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayloadType, { description: 'Creates an account and signs in (like POST /v1/auth/register).' })
  @PublicOperation()
  register(
    @Args('username', { description: '3-32 letters, digits, _ or -; unique regardless of case.' }) username: string,
    @Args('password', { description: '8 to 256 characters.' }) password: string,
  ) {
    return this.auth.register(parseOr400(CredentialsSchema, { username, password }));
  }

  @Mutation(() => AuthPayloadType, { description: 'Signs in: an access token and a refresh token (like POST /v1/auth/login).' })
  @PublicOperation()
  login(@Args('username', { description: 'The account name.' }) username: string, @Args('password', { description: 'The password.' }) password: string) {
    return this.auth.login(parseOr400(CredentialsSchema, { username, password }));
  }

  @Mutation(() => AuthPayloadType, { description: 'Trades a refresh token for new tokens; the old refresh token stops working.' })
  @PublicOperation()
  refresh(@Args('refreshToken', { description: 'The refresh token from sign-in or the last refresh.' }) refreshToken: string) {
    return this.auth.refresh(parseOr400(RefreshRequestSchema, { refreshToken }).refreshToken);
  }

  @Mutation(() => Boolean, { description: "Ends the session of this refresh token, and its sockets. True when done." })
  @PublicOperation()
  async logout(@Args('refreshToken', { description: 'The refresh token of the session to end.' }) refreshToken: string) {
    await this.auth.logout(parseOr400(RefreshRequestSchema, { refreshToken }).refreshToken);
    return true;
  }

  @Query(() => UserType, { description: 'The signed-in user.' })
  @UseGuards(JwtAuthGuard)
  @RequiresScope('read')
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user);
  }
}
