-- Per-user reads start from the user's own rows (issue 35). Each seat carries copies of its
-- match's per-user facts: the status, whether this seat must act now (in toAct of an active
-- match), the deadline, the last change (updatedAt) and the creation time; and whether the server
-- plays it (a server bot, or auto-play: the seat's choice, else its user's). Triggers write them,
-- so every write path (the hot move statements, Prisma, challenges and seeks) keeps them right
-- without knowing of them. A new seat's copies are set BEFORE INSERT (no second write of the
-- row); a match's changes reach its seats AFTER UPDATE. Statements inside a function body end
-- mid-line: migrate.ts splits the file at a semicolon that ends a line.
ALTER TABLE "MatchSeat" ADD COLUMN "status" TEXT NOT NULL DEFAULT 'open';
ALTER TABLE "MatchSeat" ADD COLUMN "mustAct" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "MatchSeat" ADD COLUMN "deadline" TIMESTAMP(3);
ALTER TABLE "MatchSeat" ADD COLUMN "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "MatchSeat" ADD COLUMN "matchCreatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
ALTER TABLE "MatchSeat" ADD COLUMN "serverPlays" BOOLEAN NOT NULL DEFAULT false;

UPDATE "MatchSeat" s SET "status" = m."status", "mustAct" = (m."status" = 'active' AND m."toAct"::jsonb @> to_jsonb(s."seat")),
  "deadline" = m."deadline", "changedAt" = m."updatedAt", "matchCreatedAt" = m."createdAt",
  "serverPlays" = (u."kind" = 'bot' AND u."botLevel" IS NOT NULL) OR (u."kind" <> 'bot' AND COALESCE(s."autoPlay", u."autoPlay"))
FROM "Match" m, "User" u WHERE m."id" = s."matchId" AND u."id" = s."userId";

CREATE FUNCTION "MatchSeat_copy_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m."status", (m."status" = 'active' AND m."toAct"::jsonb @> to_jsonb(NEW."seat")), m."deadline", m."updatedAt", m."createdAt"
    INTO NEW."status", NEW."mustAct", NEW."deadline", NEW."changedAt", NEW."matchCreatedAt"
    FROM "Match" m WHERE m."id" = NEW."matchId"; SELECT (u."kind" = 'bot' AND u."botLevel" IS NOT NULL) OR (u."kind" <> 'bot' AND COALESCE(NEW."autoPlay", u."autoPlay"))
    INTO NEW."serverPlays" FROM "User" u WHERE u."id" = NEW."userId"; RETURN NEW; END $$;

CREATE TRIGGER "MatchSeat_copy_on_insert" BEFORE INSERT ON "MatchSeat" FOR EACH ROW EXECUTE FUNCTION "MatchSeat_copy_on_insert"();

CREATE FUNCTION "Match_copy_to_seats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "MatchSeat" s SET "status" = NEW."status", "mustAct" = (NEW."status" = 'active' AND NEW."toAct"::jsonb @> to_jsonb(s."seat")),
    "deadline" = NEW."deadline", "changedAt" = NEW."updatedAt"
  WHERE s."matchId" = NEW."id"; RETURN NULL; END $$;

CREATE TRIGGER "Match_copy_to_seats" AFTER UPDATE OF "status", "toAct", "deadline", "updatedAt" ON "Match" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."toAct" IS DISTINCT FROM NEW."toAct" OR OLD."deadline" IS DISTINCT FROM NEW."deadline" OR OLD."updatedAt" IS DISTINCT FROM NEW."updatedAt")
  EXECUTE FUNCTION "Match_copy_to_seats"();

CREATE FUNCTION "MatchSeat_server_plays"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT (u."kind" = 'bot' AND u."botLevel" IS NOT NULL) OR (u."kind" <> 'bot' AND COALESCE(NEW."autoPlay", u."autoPlay"))
    INTO NEW."serverPlays" FROM "User" u WHERE u."id" = NEW."userId"; RETURN NEW; END $$;

CREATE TRIGGER "MatchSeat_server_plays" BEFORE UPDATE OF "autoPlay" ON "MatchSeat" FOR EACH ROW EXECUTE FUNCTION "MatchSeat_server_plays"();

CREATE FUNCTION "User_server_plays"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "MatchSeat" s SET "serverPlays" = (NEW."kind" = 'bot' AND NEW."botLevel" IS NOT NULL) OR (NEW."kind" <> 'bot' AND COALESCE(s."autoPlay", NEW."autoPlay"))
  WHERE s."userId" = NEW."id"; RETURN NULL; END $$;

CREATE TRIGGER "User_server_plays" AFTER UPDATE OF "kind", "botLevel", "autoPlay" ON "User" FOR EACH ROW
  WHEN (OLD."kind" IS DISTINCT FROM NEW."kind" OR OLD."botLevel" IS DISTINCT FROM NEW."botLevel" OR OLD."autoPlay" IS DISTINCT FROM NEW."autoPlay")
  EXECUTE FUNCTION "User_server_plays"();

-- GET /v1/me/turns: the seats a user must act in, soonest deadline first (two ranges: with a
-- deadline, then without), then longest waiting, then match id.
CREATE INDEX "MatchSeat_userId_mustAct_deadline_changedAt_matchId_idx" ON "MatchSeat"("userId", "mustAct", "deadline", "changedAt", "matchId");
-- GET /v1/me/matches?changedSince=: a user's seats in change order.
CREATE INDEX "MatchSeat_userId_changedAt_matchId_idx" ON "MatchSeat"("userId", "changedAt", "matchId");
-- GET /v1/matches?scope=mine: a user's seats, newest match first.
CREATE INDEX "MatchSeat_userId_matchCreatedAt_matchId_idx" ON "MatchSeat"("userId", "matchCreatedAt", "matchId");
-- The server's work list (bots, auto-play): only the seats it must play now are in this index.
CREATE INDEX "MatchSeat_serverTurns_idx" ON "MatchSeat"("changedAt") WHERE "mustAct" AND "serverPlays";
-- Matches a user created without a seat (spectating creators): changes and the mine list.
CREATE INDEX "Match_createdById_updatedAt_id_idx" ON "Match"("createdById", "updatedAt", "id");
CREATE INDEX "Match_createdById_createdAt_id_idx" ON "Match"("createdById", "createdAt", "id");
-- GET /v1/matches?scope=open / public (with or without a status filter): newest first.
CREATE INDEX "Match_status_visibility_createdAt_id_idx" ON "Match"("status", "visibility", "createdAt", "id");
CREATE INDEX "Match_visibility_createdAt_id_idx" ON "Match"("visibility", "createdAt", "id");
