-- AlterTable: bot accounts (kind "bot", with the level they play at) and a per-match hints switch.
ALTER TABLE "User" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'human';
ALTER TABLE "User" ADD COLUMN "botLevel" INTEGER;
ALTER TABLE "Match" ADD COLUMN "hints" BOOLEAN NOT NULL DEFAULT true;
