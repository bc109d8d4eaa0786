/** The REST adapter: every controller (SSE included), each calling one feature service per route. */
import { Module } from '@nestjs/common';
import { AuthModule } from '../../features/auth/auth.module.js';
import { BotsModule } from '../../features/bots/bots.module.js';
import { CorrespondenceModule } from '../../features/correspondence/correspondence.module.js';
import { EventsModule } from '../../features/events/events.module.js';
import { MatchesModule } from '../../features/matches/matches.module.js';
import { RatingsModule } from '../../features/ratings/ratings.module.js';
import { SocialModule } from '../../features/social/social.module.js';
import { TokensModule } from '../../features/tokens/tokens.module.js';
import { TournamentsModule } from '../../features/tournaments/tournaments.module.js';
import { WebhooksModule } from '../../features/webhooks/webhooks.module.js';
import { AuthController } from './auth.controller.js';
import { AnalysisController } from './analysis.controller.js';
import { AnalysisModule } from '../../features/analysis/analysis.module.js';
import { CorrespondenceController } from './correspondence.controller.js';
import { GamesController } from './games.controller.js';
import { HealthController } from './health.controller.js';
import { MatchesController } from './matches.controller.js';
import { MeController } from './me.controller.js';
import { MatchEventsController } from './match-events.controller.js';
import { OAuthController } from './oauth.controller.js';
import { RatingsController } from './ratings.controller.js';
import { ChallengesController, MatchSocialController, MutesController, SeeksController } from './social.controller.js';
import { TokensController } from './tokens.controller.js';
import { TournamentsController } from './tournaments.controller.js';
import { WebhooksController } from './webhooks.controller.js';
import { PushKeyController, PushSubscriptionsController } from './push.controller.js';

@Module({
  imports: [AuthModule, EventsModule, MatchesModule, BotsModule, AnalysisModule, SocialModule, RatingsModule, CorrespondenceModule, WebhooksModule, TokensModule, TournamentsModule],
  controllers: [
    HealthController,
    AuthController,
    GamesController,
    MatchesController,
    AnalysisController,
    CorrespondenceController,
    MeController,
    MatchEventsController,
    WebhooksController,
    PushKeyController,
    PushSubscriptionsController,
    TokensController,
    OAuthController,
    RatingsController,
    ChallengesController,
    SeeksController,
    MatchSocialController,
    MutesController,
    TournamentsController,
  ],
})
export class RestModule {}
