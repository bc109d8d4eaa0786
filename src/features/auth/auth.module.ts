/** Accounts, sessions and tokens: the one check every transport uses (AuthService.authenticate). */
import { Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens.js';
import { ApiTokens } from './api-tokens.js';
import { AuthService } from './auth.service.js';
import { Sessions } from './sessions.js';

const PROVIDERS = [AccessTokens, Sessions, ApiTokens, AuthService];

@Module({ providers: PROVIDERS, exports: PROVIDERS })
export class AuthModule {}
