-- A personal token minted under an OAuth grant records the app and the grant: it dies with them.
ALTER TABLE "ApiToken" ADD COLUMN "originClientId" TEXT;
ALTER TABLE "ApiToken" ADD COLUMN "originGrantId" TEXT;

-- Deleting an app finds its tokens and those minted under it by index.
CREATE INDEX "ApiToken_clientId_idx" ON "ApiToken"("clientId");
CREATE INDEX "ApiToken_originGrantId_idx" ON "ApiToken"("originGrantId");
CREATE INDEX "ApiToken_originClientId_idx" ON "ApiToken"("originClientId");
