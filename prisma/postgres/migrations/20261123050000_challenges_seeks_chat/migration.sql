-- Issue 12 part A: challenges (and rematches) with their seats, seeks, draw offers, match chat, mutes.
-- CreateTable
CREATE TABLE "Challenge" (
    "id" TEXT NOT NULL,
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
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Challenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChallengeSeat" (
    "challengeId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "response" TEXT NOT NULL,
    "reason" TEXT,

    CONSTRAINT "ChallengeSeat_pkey" PRIMARY KEY ("challengeId","seat")
);

-- CreateTable
CREATE TABLE "Seek" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "options" TEXT NOT NULL,
    "seatCount" INTEGER NOT NULL,
    "timeLimitSeconds" INTEGER,
    "pairKey" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "matchId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Seek_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DrawOffer" (
    "id" TEXT NOT NULL,
    "matchId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "ply" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "accepted" TEXT NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DrawOffer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "seq" SERIAL NOT NULL,
    "id" TEXT NOT NULL,
    "matchId" TEXT NOT NULL,
    "room" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("seq")
);

-- CreateTable
CREATE TABLE "UserMute" (
    "userId" TEXT NOT NULL,
    "mutedId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "UserMute_pkey" PRIMARY KEY ("userId","mutedId")
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

-- AddForeignKey
ALTER TABLE "ChallengeSeat" ADD CONSTRAINT "ChallengeSeat_challengeId_fkey" FOREIGN KEY ("challengeId") REFERENCES "Challenge"("id") ON DELETE CASCADE ON UPDATE CASCADE;

