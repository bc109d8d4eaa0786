-- Readiness's write probe: one row per instance, rewritten (an UPSERT) when readiness is asked.
CREATE TABLE "HealthProbe" (
    "instance" TEXT NOT NULL PRIMARY KEY,
    "probedAt" DATETIME NOT NULL
);
