-- Clock policies (time bank, increment, days per move, vacation credit), vacations, takeback requests.
ALTER TABLE "Match" ADD COLUMN "clock" TEXT;
ALTER TABLE "User" ADD COLUMN "vacationUntil" TIMESTAMP(3);
ALTER TABLE "User" ADD COLUMN "vacationYear" INTEGER;
ALTER TABLE "User" ADD COLUMN "vacationDaysUsed" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "TakebackRequest" (
    "matchId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "accepted" TEXT NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TakebackRequest_pkey" PRIMARY KEY ("matchId")
);
