/** REST adapter of Web Push subscriptions: authenticate, validate, call one service method. */
import { RequiresScope } from '../../features/auth/scopes.js';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ZodPipe } from '../../platform/zod.js';
import { ApiJson } from './openapi.js';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { PushService } from '../../features/webhooks/web-push.js';
import { CreatePushSubscriptionSchema, PushSubscriptionListSchema, PushSubscriptionSchema, VapidKeySchema, type CreatePushSubscription } from '../../features/webhooks/push.schemas.js';

const WHAT =
  'Sent when it is your turn, when a draw is offered to you and when your time runs short (never for your own action), encrypted to the browser (RFC 8291) and signed with the VAPID key (RFC 8292); ' +
  'the decrypted payload is a PushMessage: `{type, eventId, matchId, game, version, title, body, url}`, public facts only. At least once: a notification may come twice (deduplicate on `eventId`).';

@ApiTags('webhooks')
@Controller()
export class PushKeyController {
  constructor(private readonly push: PushService) {}

  @Get('v1/push/vapid-public-key')
  @ApiJson({
    summary: "The server's VAPID public key",
    description: "PushManager.subscribe's `applicationServerKey` (base64url). Made at the service's first start and kept, unless configured (VAPID_PUBLIC_KEY).",
    public: true,
    response: VapidKeySchema,
    errors: [],
  })
  vapidPublicKey() {
    return this.push.publicKey();
  }
}

@ApiTags('webhooks')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('v1/me/push-subscriptions')
export class PushSubscriptionsController {
  constructor(private readonly push: PushService) {}

  @Post()
  @ApiJson({
    summary: "Register a browser's push subscription",
    description:
      `Your notifications go to this subscription (PushSubscription.toJSON() from the browser) from now on. ${WHAT} ` +
      'The same endpoint again replaces its keys. A push service that answers 404 or 410 ends the subscription. An endpoint that is not https or resolves to a non-public address is refused (400 PUSH_ENDPOINT_REFUSED); at most PUSH_MAX_PER_USER (409 PUSH_SUBSCRIPTION_LIMIT).',
    body: CreatePushSubscriptionSchema,
    status: 201,
    response: PushSubscriptionSchema,
    errors: [400, 401, 403, 409],
  })
  @RequiresScope('webhooks')
  subscribe(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreatePushSubscriptionSchema)) body: CreatePushSubscription) {
    return this.push.subscribe(user, body);
  }

  @Get()
  @ApiJson({ summary: 'List your push subscriptions', description: 'Oldest first; their keys are not shown.', response: PushSubscriptionListSchema, errors: [401, 403] })
  @RequiresScope('webhooks')
  list(@CurrentUser() user: AuthUser) {
    return this.push.list(user);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiJson({ summary: 'Delete a push subscription', description: 'Nothing more is sent to it.', params: { id: { description: 'Push subscription id.' } }, status: 204, errors: [401, 403, 404] })
  @RequiresScope('webhooks')
  async delete(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    await this.push.delete(user, id);
  }
}
