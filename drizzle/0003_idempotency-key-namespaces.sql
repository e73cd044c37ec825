-- Idempotency keys are namespaced since 0002 (ADR 011): `api:` for the JSON API's Idempotency-Key,
-- `form:` for keys derived from a plain form post. Existing keys move into their namespace so a
-- replay after the upgrade is still recognised.
UPDATE "booth_application"
SET "idempotency_key" = CASE
  WHEN "idempotency_key" LIKE 'form-%' THEN 'form:' || substr("idempotency_key", 6)
  ELSE 'api:' || "idempotency_key"
END
WHERE "idempotency_key" IS NOT NULL
  AND "idempotency_key" NOT LIKE 'api:%'
  AND "idempotency_key" NOT LIKE 'form:%';
