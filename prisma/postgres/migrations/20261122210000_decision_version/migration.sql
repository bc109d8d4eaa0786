-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "decisionVersion" INTEGER NOT NULL DEFAULT 0;

-- A match in progress: its pending decision is taken to have opened at its current version.
UPDATE "Match" SET "decisionVersion" = "version";
