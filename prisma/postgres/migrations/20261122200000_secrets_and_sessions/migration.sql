-- AlterTable
ALTER TABLE "Match" ADD COLUMN     "recordFormat" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "RefreshToken" ADD COLUMN     "rotatedAt" TIMESTAMP(3);
