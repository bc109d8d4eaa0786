-- The idempotency index covers only moves sent with a key. A move without one (most moves, and
-- every resignation, timeout and takeback entry) no longer writes an index entry: one page fewer
-- to the log per SQLite move commit, one index insertion fewer on PostgreSQL. Uniqueness is as
-- before (rows without a key never conflicted: NULLs are distinct), and a lookup by key
-- (`"idempotencyKey" = ?`) still uses the index. Prisma 6 cannot express a partial index: a
-- migration Prisma generates later may try to recreate this index without its WHERE (prisma#14651);
-- keep the WHERE.
DROP INDEX "Move_matchId_userId_idempotencyKey_key";

CREATE UNIQUE INDEX "Move_matchId_userId_idempotencyKey_key" ON "Move"("matchId", "userId", "idempotencyKey") WHERE "idempotencyKey" IS NOT NULL;
