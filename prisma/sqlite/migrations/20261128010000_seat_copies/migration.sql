-- Per-user reads start from the user's own rows (issue 35). Each seat carries copies of its
-- match's per-user facts: the status, whether this seat must act now (in toAct of an active
-- match), the deadline, the last change (updatedAt) and the creation time; and whether the server
-- plays it (a server bot, or auto-play: the seat's choice, else its user's). Triggers write them,
-- so every write path (the hot move statements, Prisma, challenges and seeks) keeps them right
-- without knowing of them. Statements inside a trigger body end mid-line: migrate.ts splits the
-- file at a semicolon that ends a line.
ALTER TABLE "MatchSeat" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'open';
ALTER TABLE "MatchSeat" ADD COLUMN "mustAct" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "MatchSeat" ADD COLUMN "deadline" DATETIME;
ALTER TABLE "MatchSeat" ADD COLUMN "changedAt" DATETIME NOT NULL DEFAULT '1970-01-01T00:00:00.000+00:00';
ALTER TABLE "MatchSeat" ADD COLUMN "matchCreatedAt" DATETIME NOT NULL DEFAULT '1970-01-01T00:00:00.000+00:00';
ALTER TABLE "MatchSeat" ADD COLUMN "serverPlays" BOOLEAN NOT NULL DEFAULT false;

UPDATE "MatchSeat" SET
  ("status", "mustAct", "deadline", "changedAt", "matchCreatedAt") = (
    SELECT m."status", m."status" = 'active' AND EXISTS (SELECT 1 FROM json_each(m."toAct") WHERE value = "MatchSeat"."seat"), m."deadline", m."updatedAt", m."createdAt"
    FROM "Match" m WHERE m."id" = "MatchSeat"."matchId"),
  "serverPlays" = (
    SELECT (u."kind" = 'bot' AND u."botLevel" IS NOT NULL) OR (u."kind" <> 'bot' AND COALESCE("MatchSeat"."autoPlay", u."autoPlay"))
    FROM "User" u WHERE u."id" = "MatchSeat"."userId");

CREATE TRIGGER "MatchSeat_copy_on_insert" AFTER INSERT ON "MatchSeat" FOR EACH ROW BEGIN
  UPDATE "MatchSeat" SET
    ("status", "mustAct", "deadline", "changedAt", "matchCreatedAt") = (
      SELECT m."status", m."status" = 'active' AND EXISTS (SELECT 1 FROM json_each(m."toAct") WHERE value = NEW."seat"), m."deadline", m."updatedAt", m."createdAt"
      FROM "Match" m WHERE m."id" = NEW."matchId"),
    "serverPlays" = (
      SELECT (u."kind" = 'bot' AND u."botLevel" IS NOT NULL) OR (u."kind" <> 'bot' AND COALESCE(NEW."autoPlay", u."autoPlay"))
      FROM "User" u WHERE u."id" = NEW."userId")
  WHERE "matchId" = NEW."matchId" AND "seat" = NEW."seat"; END;

CREATE TRIGGER "Match_copy_to_seats" AFTER UPDATE OF "status", "toAct", "deadline", "updatedAt" ON "Match" FOR EACH ROW
  WHEN OLD."status" IS NOT NEW."status" OR OLD."toAct" IS NOT NEW."toAct" OR OLD."deadline" IS NOT NEW."deadline" OR OLD."updatedAt" IS NOT NEW."updatedAt"
BEGIN
  UPDATE "MatchSeat" SET "status" = NEW."status",
    "mustAct" = (NEW."status" = 'active' AND EXISTS (SELECT 1 FROM json_each(NEW."toAct") WHERE value = "MatchSeat"."seat")),
    "deadline" = NEW."deadline", "changedAt" = NEW."updatedAt"
  WHERE "matchId" = NEW."id"; END;

CREATE TRIGGER "MatchSeat_server_plays" AFTER UPDATE OF "autoPlay" ON "MatchSeat" FOR EACH ROW BEGIN
  UPDATE "MatchSeat" SET "serverPlays" = (
    SELECT (u."kind" = 'bot' AND u."botLevel" IS NOT NULL) OR (u."kind" <> 'bot' AND COALESCE(NEW."autoPlay", u."autoPlay"))
    FROM "User" u WHERE u."id" = NEW."userId")
  WHERE "matchId" = NEW."matchId" AND "seat" = NEW."seat"; END;

CREATE TRIGGER "User_server_plays" AFTER UPDATE OF "kind", "botLevel", "autoPlay" ON "User" FOR EACH ROW BEGIN
  UPDATE "MatchSeat" SET "serverPlays" = (NEW."kind" = 'bot' AND NEW."botLevel" IS NOT NULL) OR (NEW."kind" <> 'bot' AND COALESCE("MatchSeat"."autoPlay", NEW."autoPlay"))
  WHERE "userId" = NEW."id"; END;

-- GET /v1/me/turns: the seats a user must act in, soonest deadline first (two ranges: with a
-- deadline, then without), then longest waiting, then match id.
CREATE INDEX "MatchSeat_userId_mustAct_deadline_changedAt_matchId_idx" ON "MatchSeat"("userId", "mustAct", "deadline", "changedAt", "matchId");
-- GET /v1/me/matches?changedSince=: a user's seats in change order.
CREATE INDEX "MatchSeat_userId_changedAt_matchId_idx" ON "MatchSeat"("userId", "changedAt", "matchId");
-- GET /v1/matches?scope=mine: a user's seats, newest match first.
CREATE INDEX "MatchSeat_userId_matchCreatedAt_matchId_idx" ON "MatchSeat"("userId", "matchCreatedAt", "matchId");
-- The server's work list (bots, auto-play): only the seats it must play now are in this index.
CREATE INDEX "MatchSeat_serverTurns_idx" ON "MatchSeat"("changedAt") WHERE "mustAct" = 1 AND "serverPlays" = 1;
-- Matches a user created without a seat (spectating creators): changes and the mine list.
CREATE INDEX "Match_createdById_updatedAt_id_idx" ON "Match"("createdById", "updatedAt", "id");
CREATE INDEX "Match_createdById_createdAt_id_idx" ON "Match"("createdById", "createdAt", "id");
-- GET /v1/matches?scope=open / public (with or without a status filter): newest first.
CREATE INDEX "Match_status_visibility_createdAt_id_idx" ON "Match"("status", "visibility", "createdAt", "id");
CREATE INDEX "Match_visibility_createdAt_id_idx" ON "Match"("visibility", "createdAt", "id");
