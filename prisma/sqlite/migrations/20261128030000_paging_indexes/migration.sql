-- Every list is a keyset cursor page served by an index that starts at the caller (issue 35).
-- A challenge is listed from its seats (sent or received): each seat carries its challenge's
-- createdAt and status (kept in step by SocialRepository), so a page of a user's challenges, with
-- or without a status, walks one index in order instead of sorting all of the user's challenges.
ALTER TABLE "ChallengeSeat" ADD COLUMN "createdAt" DATETIME NOT NULL DEFAULT 0;
ALTER TABLE "ChallengeSeat" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'pending';
UPDATE "ChallengeSeat" SET "createdAt" = (SELECT c."createdAt" FROM "Challenge" c WHERE c."id" = "ChallengeSeat"."challengeId"), "status" = (SELECT c."status" FROM "Challenge" c WHERE c."id" = "ChallengeSeat"."challengeId");
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
