-- A webhook endpoint or push subscription registered by an OAuth app records the app and the
-- grant: it is deleted when the grant ends or the app is deleted, as the tokens minted under it are.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "originClientId" TEXT;
ALTER TABLE "WebhookEndpoint" ADD COLUMN "originGrantId" TEXT;

-- Ending a grant, deleting an app: their endpoints by index.
CREATE INDEX "WebhookEndpoint_originGrantId_idx" ON "WebhookEndpoint"("originGrantId");
CREATE INDEX "WebhookEndpoint_originClientId_idx" ON "WebhookEndpoint"("originClientId");
