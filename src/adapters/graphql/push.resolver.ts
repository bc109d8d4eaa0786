/** GraphQL adapter of Web Push subscriptions (like /v1/me/push-subscriptions): authenticate, validate, call one service method. */
import { PublicOperation, RequiresScope } from '../../features/auth/scopes.js';
import { UseGuards } from '@nestjs/common';
import { Field, ID, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { z } from 'zod';
import { CurrentUser, JwtAuthGuard } from '../../features/auth/jwt.guard.js';
import type { AuthUser } from '../../features/auth/auth.schemas.js';
import { CreatePushSubscriptionSchema, PushSubscriptionIdSchema } from '../../features/webhooks/push.schemas.js';
import { PushService } from '../../features/webhooks/web-push.js';
import { ZodArgs, type ArgsOf } from './zod-args.js';

const PushSubscriptionArgs = z.object({ id: PushSubscriptionIdSchema });

@ObjectType('PushSubscription', { description: 'A push subscription of yours (its keys are not shown).' })
export class PushSubscriptionType {
  @Field(() => ID, { description: 'Push subscription id.' })
  id!: string;
  @Field({ description: "The push service's URL." })
  endpoint!: string;
  @Field({ description: 'ISO 8601.' })
  createdAt!: string;
}

@Resolver()
export class PushResolver {
  constructor(private readonly push: PushService) {}

  @Query(() => String, { description: "The server's VAPID public key (base64url): PushManager.subscribe's applicationServerKey (like GET /v1/push/vapid-public-key)." })
  @PublicOperation()
  async vapidPublicKey() {
    return (await this.push.publicKey()).publicKey;
  }

  @Query(() => [PushSubscriptionType], { description: 'Your push subscriptions, oldest first (like GET /v1/me/push-subscriptions).' })
  @UseGuards(JwtAuthGuard)
  @RequiresScope('webhooks')
  async myPushSubscriptions(@CurrentUser() user: AuthUser) {
    return (await this.push.list(user)).items;
  }

  @Mutation(() => PushSubscriptionType, { description: "Registers a browser's push subscription (like POST /v1/me/push-subscriptions)." })
  @UseGuards(JwtAuthGuard)
  @RequiresScope('webhooks')
  subscribePush(@CurrentUser() user: AuthUser, @ZodArgs(CreatePushSubscriptionSchema) body: ArgsOf<typeof CreatePushSubscriptionSchema>) {
    return this.push.subscribe(user, body);
  }

  @Mutation(() => Boolean, { description: 'Deletes a push subscription (like DELETE /v1/me/push-subscriptions/{id}). True when done.' })
  @UseGuards(JwtAuthGuard)
  @RequiresScope('webhooks')
  async deletePushSubscription(@CurrentUser() user: AuthUser, @ZodArgs(PushSubscriptionArgs) { id }: ArgsOf<typeof PushSubscriptionArgs>) {
    await this.push.delete(user, id);
    return true;
  }
}
