/** Accounts, sessions and tokens, and the one verifier every transport uses (passport: Verifier and its strategies). */
import { Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens.js';
import { ApiTokens } from './api-tokens.js';
import { AuthService } from './auth.service.js';
import { ApiTokenStrategy } from './api-token.strategy.js';
import { JwtStrategy } from './jwt.strategy.js';
import { Verifier } from './verifier.js';
import { Sessions } from './sessions.js';

const PROVIDERS = [AccessTokens, Sessions, ApiTokens, Verifier, JwtStrategy, ApiTokenStrategy, AuthService];

@Module({ providers: PROVIDERS, exports: PROVIDERS })
export class AuthModule {}
