/** Personal API tokens, OAuth apps and bot accounts, on top of the auth feature's checks. */
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BotAccounts } from './bot-accounts.js';
import { OAuthService } from './oauth.service.js';

const PROVIDERS = [OAuthService, BotAccounts];

@Module({ imports: [AuthModule], providers: PROVIDERS, exports: PROVIDERS })
export class TokensModule {}
