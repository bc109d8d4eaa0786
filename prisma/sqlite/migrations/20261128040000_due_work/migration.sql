-- Background work driven by due times: the next deadline warning's instant, and leases that let
-- one instance at a time run each periodic job.
ALTER TABLE "Match" ADD COLUMN "warnAt" DATETIME;
CREATE INDEX "Match_status_warnAt_idx" ON "Match"("status", "warnAt");
-- Running matches are due for a look at once: the sweep computes each one's next warning (in
-- batches) and writes it.
UPDATE "Match" SET "warnAt" = "updatedAt" WHERE "status" = 'active' AND "deadline" IS NOT NULL;

CREATE TABLE "Lease" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- The delivery log's pruning walks it from its oldest row.
CREATE INDEX "WebhookDelivery_createdAt_idx" ON "WebhookDelivery"("createdAt");
