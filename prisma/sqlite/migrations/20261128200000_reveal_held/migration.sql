-- AlterTable: a duplicate tournament round holds its matches' reveal (the shared seed) until the round ends.
ALTER TABLE "Match" ADD COLUMN "revealHeld" BOOLEAN NOT NULL DEFAULT false;
