-- Subscribers from before double opt-in (0004) gave explicit consent through the form's unticked box
-- and were mailed under it: they count as confirmed from that moment, and their consent is recorded
-- as evidence with the notice version "legacy" (the notice's text of that time was not kept).
UPDATE "newsletter_subscription" SET "status" = 'confirmed', "confirmed_at" = "consent_at" WHERE "status" = 'unconfirmed';
--> statement-breakpoint
INSERT INTO "subscription_consent" ("subscription_id", "action", "at", "notice_version", "source", "lang")
SELECT "id", 'given', "consent_at", 'legacy', 'api', "lang" FROM "newsletter_subscription";
--> statement-breakpoint
-- Consent evidence is append-only: a row may be added, or go with its subscription, never change.
CREATE FUNCTION "subscription_consent_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'subscription_consent is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscription_consent_no_update" BEFORE UPDATE ON "subscription_consent"
FOR EACH ROW EXECUTE FUNCTION "subscription_consent_append_only"();
