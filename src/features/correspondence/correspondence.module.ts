/** For players who are not connected: the inbox (whose turn it is) and their settings. */
import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module.js';
import { InboxService } from './inbox.service.js';
import { SettingsService } from './settings.service.js';

const PROVIDERS = [InboxService, SettingsService];

@Module({ imports: [MatchesModule], providers: PROVIDERS, exports: PROVIDERS })
export class CorrespondenceModule {}
