-- AlterTable: the hash of the last log entry (the seed hash before the first move), so a move
-- extends the chain without reading the log.
ALTER TABLE "Match" ADD COLUMN "lastHash" TEXT;

UPDATE "Match" SET "lastHash" = COALESCE((SELECT "hash" FROM "Move" WHERE "Move"."matchId" = "Match"."id" ORDER BY "seq" DESC LIMIT 1), "seedHash");
