-- Readiness's write probe: one row per instance, rewritten (an UPSERT) when readiness is asked.
CREATE TABLE "HealthProbe" (
    "instance" TEXT NOT NULL,
    "probedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HealthProbe_pkey" PRIMARY KEY ("instance")
);
