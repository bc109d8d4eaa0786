/** GraphQL adapter of the webhook endpoints (like /v1/me/webhooks): authenticate, validate, call one service method. */
import { RequiresScope } from '../../features/auth/scopes.js';
import { UseGuards } from '@nestjs/common';
import { Field, ID, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { CreateWebhookRequestSchema, WebhookIdSchema } from '../../features/webhooks/webhook.schemas.js';
import { WebhooksService } from '../../features/webhooks/webhooks.service.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

/** The id REST puts in the path. */
const WebhookArgs = z.object({ id: WebhookIdSchema });

@ObjectType('Webhook', { description: 'A webhook endpoint of yours (its secret is shown only when it is created).' })
export class WebhookType {
  @Field(() => ID, { description: 'Webhook endpoint id.' })
  id!: string;
  @Field({ description: 'Where the events are POSTed.' })
  url!: string;
  @Field(() => [String], { description: 'The event types sent (UserEventType values); empty: every type.' })
  types!: string[];
  @Field({ description: 'False once disabled after repeated failed deliveries (enable it again over REST: POST /v1/me/webhooks/{id}/enable).' })
  enabled!: boolean;
  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
  @Field(() => String, { nullable: true, description: 'Why it was disabled; null while enabled.' })
  disabledReason!: string | null;
  @Field(() => Int, { description: 'Deliveries in a row that failed (after all their retries); a delivered one resets it.' })
  failures!: number;
}

@ObjectType('CreatedWebhook', { description: 'The endpoint registered, with its signing secret (shown only here).' })
export class CreatedWebhookType {
  @Field(() => ID, { description: 'Webhook endpoint id.' })
  id!: string;
  @Field({ description: 'Where the events are POSTed.' })
  url!: string;
  @Field(() => [String], { description: 'The event types sent (UserEventType values); empty: every type.' })
  types!: string[];
  @Field({ description: 'True: a new endpoint is enabled.' })
  enabled!: boolean;
  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
  @Field({ description: 'The signing secret, `whsec_` and the base64 of the key (Standard Webhooks). Shown this once: keep it.' })
  secret!: string;
}

@Resolver()
@UseGuards(JwtAuthGuard)
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Query(() => [WebhookType], { description: 'Your webhook endpoints, oldest first (like GET /v1/me/webhooks).' })
  @RequiresScope('webhooks')
  async myWebhooks(@CurrentUser() user: AuthUser) {
    return (await this.webhooks.list(user)).items;
  }

  @Mutation(() => CreatedWebhookType, { description: 'Registers a webhook endpoint (like POST /v1/me/webhooks); the answer carries its secret, shown this once.' })
  @RequiresScope('webhooks')
  createWebhook(@CurrentUser() user: AuthUser, @ZodArgs(CreateWebhookRequestSchema) endpoint: ArgsOf<typeof CreateWebhookRequestSchema>) {
    return this.webhooks.create(user, endpoint);
  }

  @Mutation(() => Boolean, { description: 'Deletes a webhook endpoint and its delivery log (like DELETE /v1/me/webhooks/{id}). True when done.' })
  @RequiresScope('webhooks')
  async deleteWebhook(@CurrentUser() user: AuthUser, @ZodArgs(WebhookArgs) { id }: ArgsOf<typeof WebhookArgs>) {
    await this.webhooks.delete(user, id);
    return true;
  }
}
