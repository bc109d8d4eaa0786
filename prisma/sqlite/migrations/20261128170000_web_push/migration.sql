-- Web Push: a browser's push subscription is an endpoint of the webhook outbox with its own kind.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'webhook';
ALTER TABLE "WebhookEndpoint" ADD COLUMN "pushKeys" TEXT;

-- Keys the service makes at its first start and keeps (the VAPID key pair).
CREATE TABLE "ServiceKey" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
