-- The version each log entry's commit produced, so the live match stream can say which version a
-- ply was (a version that is no log entry, such as a join or a clock change, has no row here).
-- Null for entries written before: the stream then resynchronises with the current match.
ALTER TABLE "Move" ADD COLUMN "version" INTEGER;
