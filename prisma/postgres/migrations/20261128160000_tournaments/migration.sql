-- Tournaments (issue 40): the event, its entrants, its rounds (each row the round's claim) and boards.
-- CreateTable
CREATE TABLE "Tournament" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "options" TEXT NOT NULL,
    "seats" INTEGER NOT NULL,
    "timeLimitSeconds" INTEGER,
    "rounds" INTEGER NOT NULL,
    "roundSeconds" INTEGER,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "minRating" INTEGER,
    "maxRating" INTEGER,
    "maxEntrants" INTEGER NOT NULL,
    "visibility" TEXT NOT NULL,
    "inviteCode" TEXT,
    "botsAllowed" BOOLEAN NOT NULL DEFAULT false,
    "rated" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL,
    "currentRound" INTEGER NOT NULL DEFAULT 0,
    "secret" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "dueAt" TIMESTAMP(3),

    CONSTRAINT "Tournament_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TournamentEntry" (
    "tournamentId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "entryNo" INTEGER NOT NULL,
    "joinedAt" TIMESTAMP(3) NOT NULL,
    "withdrawnAt" TIMESTAMP(3),

    CONSTRAINT "TournamentEntry_pkey" PRIMARY KEY ("tournamentId","userId")
);

-- CreateTable
CREATE TABLE "TournamentRound" (
    "tournamentId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "deadline" TIMESTAMP(3),
    "seedHash" TEXT,
    "seed" TEXT,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "TournamentRound_pkey" PRIMARY KEY ("tournamentId","round")
);

-- CreateTable
CREATE TABLE "TournamentBoard" (
    "tournamentId" TEXT NOT NULL,
    "round" INTEGER NOT NULL,
    "board" INTEGER NOT NULL,
    "players" TEXT NOT NULL,
    "bye" BOOLEAN NOT NULL DEFAULT false,
    "matchId" TEXT,
    "result" TEXT,

    CONSTRAINT "TournamentBoard_pkey" PRIMARY KEY ("tournamentId","round","board")
);

-- CreateIndex
CREATE INDEX "Tournament_dueAt_idx" ON "Tournament"("dueAt");

-- CreateIndex
CREATE INDEX "Tournament_visibility_createdAt_id_idx" ON "Tournament"("visibility", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Tournament_createdById_createdAt_id_idx" ON "Tournament"("createdById", "createdAt", "id");

-- CreateIndex
CREATE INDEX "TournamentEntry_userId_joinedAt_tournamentId_idx" ON "TournamentEntry"("userId", "joinedAt", "tournamentId");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentEntry_tournamentId_entryNo_key" ON "TournamentEntry"("tournamentId", "entryNo");

-- CreateIndex
CREATE UNIQUE INDEX "TournamentBoard_matchId_key" ON "TournamentBoard"("matchId");

