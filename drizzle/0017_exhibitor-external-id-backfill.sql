-- Every exhibitor gets an external id before the column becomes NOT NULL (ADR 021). Seeded rows get
-- the same id a fresh seed gives them (the stem of their placeholder website, src/db/seed/exhibitors.ts);
-- any other row gets `exhibitor-<id>`.
UPDATE "exhibitor"
SET "external_id" = coalesce(substring("website" from '^https://www\.([a-z0-9-]+)\.example\.com$'), 'exhibitor-' || "id")
WHERE "external_id" IS NULL;
