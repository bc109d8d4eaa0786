-- The post-game analysis of a finished match: one row per match, read by primary key.
CREATE TABLE "MatchAnalysis" (
    "matchId" TEXT NOT NULL,
    "result" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MatchAnalysis_pkey" PRIMARY KEY ("matchId")
);
