-- Issue 12 part A: challenges (and rematches) with their seats, seeks, draw offers, match chat, mutes.
-- CreateTable
CREATE TABLE "Challenge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "challengerId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "options" TEXT NOT NULL,
    "seatCount" INTEGER NOT NULL,
    "visibility" TEXT NOT NULL,
    "timeLimitSeconds" INTEGER,
    "hints" BOOLEAN NOT NULL DEFAULT true,
    "status" TEXT NOT NULL,
    "rematchOf" TEXT,
    "matchId" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ChallengeSeat" (
    "challengeId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "response" TEXT NOT NULL,
    "reason" TEXT,

    PRIMARY KEY ("challengeId", "seat"),
    CONSTRAINT "ChallengeSeat_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "Challenge" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Seek" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "options" TEXT NOT NULL,
    "seatCount" INTEGER NOT NULL,
    "timeLimitSeconds" INTEGER,
    "pairKey" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "matchId" TEXT,
    "createdAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "DrawOffer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "matchId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "ply" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "accepted" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "seq" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "id" TEXT NOT NULL,
    "matchId" TEXT NOT NULL,
    "room" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "UserMute" (
    "userId" TEXT NOT NULL,
    "mutedId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "mutedId")
);

-- CreateIndex
CREATE INDEX "Challenge_status_expiresAt_idx" ON "Challenge"("status", "expiresAt");

-- CreateIndex
CREATE INDEX "Challenge_rematchOf_idx" ON "Challenge"("rematchOf");

-- CreateIndex
CREATE INDEX "ChallengeSeat_userId_idx" ON "ChallengeSeat"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ChallengeSeat_challengeId_userId_key" ON "ChallengeSeat"("challengeId", "userId");

-- CreateIndex
CREATE INDEX "Seek_status_pairKey_createdAt_idx" ON "Seek"("status", "pairKey", "createdAt");

-- CreateIndex
CREATE INDEX "Seek_userId_status_idx" ON "Seek"("userId", "status");

-- CreateIndex
CREATE INDEX "DrawOffer_matchId_status_idx" ON "DrawOffer"("matchId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_id_key" ON "ChatMessage"("id");

-- CreateIndex
CREATE INDEX "ChatMessage_matchId_seq_idx" ON "ChatMessage"("matchId", "seq");

