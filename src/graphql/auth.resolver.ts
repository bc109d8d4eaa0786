import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthService } from '../auth/auth.service.js';
import { CredentialsSchema, RefreshRequestSchema, type AuthUser } from '../auth/auth.schemas.js';
import { CurrentUser, JwtAuthGuard } from '../auth/jwt.guard.js';
import { parseOr400 } from '../common/zod.js';
import { AuthPayloadType, UserType } from './schema-types.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => AuthPayloadType)
  register(@Args('username') username: string, @Args('password') password: string) {
    return this.auth.register(parseOr400(CredentialsSchema, { username, password }));
  }

  @Mutation(() => AuthPayloadType)
  login(@Args('username') username: string, @Args('password') password: string) {
    return this.auth.login(parseOr400(CredentialsSchema, { username, password }));
  }

  @Mutation(() => AuthPayloadType)
  refresh(@Args('refreshToken') refreshToken: string) {
    return this.auth.refresh(parseOr400(RefreshRequestSchema, { refreshToken }).refreshToken);
  }

  @Mutation(() => Boolean)
  async logout(@Args('refreshToken') refreshToken: string) {
    await this.auth.logout(parseOr400(RefreshRequestSchema, { refreshToken }).refreshToken);
    return true;
  }

  @Query(() => UserType)
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user);
  }
}
