-- AlterTable
ALTER TABLE "Match" ADD COLUMN "deadline" DATETIME;
ALTER TABLE "Match" ADD COLUMN "timeLimitSeconds" INTEGER;

-- CreateIndex
CREATE INDEX "Match_status_deadline_idx" ON "Match"("status", "deadline");
