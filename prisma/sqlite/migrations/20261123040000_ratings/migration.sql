-- Rated matches, Glicko-2 ratings and won/lost/drawn counts per user and game, rating history.
ALTER TABLE "Match" ADD COLUMN "rated" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "Rating" (
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "rating" REAL NOT NULL DEFAULT 1500,
    "rd" REAL NOT NULL DEFAULT 350,
    "volatility" REAL NOT NULL DEFAULT 0.06,
    "ratedMatches" INTEGER NOT NULL DEFAULT 0,
    "won" INTEGER NOT NULL DEFAULT 0,
    "lost" INTEGER NOT NULL DEFAULT 0,
    "drawn" INTEGER NOT NULL DEFAULT 0,
    "ratedAt" DATETIME,
    "playedAt" DATETIME,
    PRIMARY KEY ("userId", "gameId")
);
CREATE INDEX "Rating_gameId_rating_idx" ON "Rating"("gameId", "rating");

CREATE TABLE "RatingHistory" (
    "matchId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "ratingBefore" REAL NOT NULL,
    "rating" REAL NOT NULL,
    "rd" REAL NOT NULL,
    "volatility" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL,
    PRIMARY KEY ("matchId", "userId")
);
CREATE INDEX "RatingHistory_userId_gameId_createdAt_idx" ON "RatingHistory"("userId", "gameId", "createdAt");
