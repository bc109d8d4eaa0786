-- The webhook dispatcher's scan walks the enabled endpoints in id order: an index, not a table scan.
CREATE INDEX "WebhookEndpoint_enabled_id_idx" ON "WebhookEndpoint"("enabled", "id");
