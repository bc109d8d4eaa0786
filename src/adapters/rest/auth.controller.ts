import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RequiresScope } from '../../features/auth/scopes.js';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../../platform/zod.js';
import { ApiJson } from './openapi.js';
import { AuthService } from '../../features/auth/auth.service.js';
import { AuthResultSchema, CredentialsSchema, RefreshRequestSchema, UserSchema, type AuthUser, type Credentials } from '../../features/auth/auth.schemas.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('v1/auth/register')
  @ApiJson({
    summary: 'Create an account',
    description: 'Creates an account and signs it in: the answer carries an access token (15 min) and a single-use refresh token.',
    public: true,
    body: CredentialsSchema,
    bodyExamples: ['Credentials'],
    status: 201,
    response: AuthResultSchema,
    responseExamples: ['AuthResult'],
    errors: [400, 409, 429],
  })
  register(@Body(new ZodPipe(CredentialsSchema)) body: Credentials) {
    return this.auth.register(body);
  }

  @Post('v1/auth/login')
  @HttpCode(200)
  @ApiJson({
    summary: 'Sign in',
    description: 'Starts a session: an access token (15 min) and a single-use refresh token.',
    public: true,
    body: CredentialsSchema,
    bodyExamples: ['Credentials'],
    response: AuthResultSchema,
    responseExamples: ['AuthResult'],
    errors: [400, 401, 429],
  })
  login(@Body(new ZodPipe(CredentialsSchema)) body: Credentials) {
    return this.auth.login(body);
  }

  @Post('v1/auth/refresh')
  @HttpCode(200)
  @ApiJson({
    summary: 'Refresh tokens',
    description: 'Trades a refresh token for new tokens; the old one stops working (presented again later, it ends the session).',
    public: true,
    body: RefreshRequestSchema,
    bodyExamples: ['RefreshRequest'],
    response: AuthResultSchema,
    responseExamples: ['AuthResult'],
    errors: [400, 401, 429],
  })
  refresh(@Body(new ZodPipe(RefreshRequestSchema)) body: { refreshToken: string }) {
    return this.auth.refresh(body.refreshToken);
  }

  @Post('v1/auth/logout')
  @HttpCode(204)
  @ApiJson({
    summary: 'Sign out',
    description: 'Ends the session of this refresh token, with its access tokens. Answers 204 whether or not the token was valid.',
    public: true,
    body: RefreshRequestSchema,
    bodyExamples: ['RefreshRequest'],
    status: 204,
    errors: [400],
  })
  async logout(@Body(new ZodPipe(RefreshRequestSchema)) body: { refreshToken: string }): Promise<void> {
    await this.auth.logout(body.refreshToken);
  }

  @Get('v1/me')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiJson({ summary: 'Get the signed-in user', description: 'The user the access token belongs to.', response: UserSchema, responseExamples: ['User'], errors: [401] })
  @RequiresScope('read')
  me(@CurrentUser() user: AuthUser) {
    return this.auth.me(user);
  }
}
