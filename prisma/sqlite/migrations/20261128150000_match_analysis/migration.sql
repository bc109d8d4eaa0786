-- The post-game analysis of a finished match: one row per match, read by primary key.
CREATE TABLE "MatchAnalysis" (
    "matchId" TEXT NOT NULL PRIMARY KEY,
    "result" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "computedAt" DATETIME NOT NULL
);
