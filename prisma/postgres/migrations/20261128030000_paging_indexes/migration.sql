-- Every list is a keyset cursor page served by an index that starts at the caller (issue 35).
-- A challenge is listed from its seats (sent or received): each seat carries its challenge's
-- createdAt and status (kept in step by SocialRepository), so a page of a user's challenges, with
-- or without a status, walks one index in order instead of sorting all of the user's challenges.
ALTER TABLE "ChallengeSeat" ADD COLUMN "createdAt" TIMESTAMP(3);
ALTER TABLE "ChallengeSeat" ADD COLUMN "status" TEXT;
UPDATE "ChallengeSeat" s SET "createdAt" = c."createdAt", "status" = c."status" FROM "Challenge" c WHERE c."id" = s."challengeId";
ALTER TABLE "ChallengeSeat" ALTER COLUMN "createdAt" SET NOT NULL, ALTER COLUMN "status" SET NOT NULL;
CREATE INDEX "ChallengeSeat_userId_createdAt_challengeId_idx" ON "ChallengeSeat"("userId", "createdAt", "challengeId");
CREATE INDEX "ChallengeSeat_userId_status_createdAt_challengeId_idx" ON "ChallengeSeat"("userId", "status", "createdAt", "challengeId");

-- Open seeks, oldest first, of every game or of one.
CREATE INDEX "Seek_status_createdAt_id_idx" ON "Seek"("status", "createdAt", "id");
CREATE INDEX "Seek_status_gameId_createdAt_id_idx" ON "Seek"("status", "gameId", "createdAt", "id");

-- A user's API tokens, OAuth apps, webhook endpoints and mutes, in creation order.
CREATE INDEX "ApiToken_userId_createdAt_id_idx" ON "ApiToken"("userId", "createdAt", "id");
CREATE INDEX "OAuthClient_ownerId_createdAt_id_idx" ON "OAuthClient"("ownerId", "createdAt", "id");
CREATE INDEX "WebhookEndpoint_userId_createdAt_id_idx" ON "WebhookEndpoint"("userId", "createdAt", "id");
CREATE INDEX "UserMute_userId_createdAt_mutedId_idx" ON "UserMute"("userId", "createdAt", "mutedId");
