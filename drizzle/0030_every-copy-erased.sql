-- ADR 039: an erased or purged registration leaves no copy behind.
-- Badge mails written before mails named whose they were: the registration whose badge link they carry.
UPDATE "mail_outbox" AS m SET "subject_key" = 'visitor_registration:' || r."id"
FROM "visitor_registration" AS r
WHERE m."subject_key" IS NULL AND m."kind" = 'visitor_badge'
  AND r."badge_token" = substring(m."text" from '/badge/([A-Z2-7]{26})');--> statement-breakpoint
-- Registrations erased or purged before: their mails go, and so does the badge token that re-identified the row.
DELETE FROM "mail_outbox" WHERE "subject_key" IN (
  SELECT 'visitor_registration:' || "id" FROM "visitor_registration" WHERE "purged_at" IS NOT NULL);--> statement-breakpoint
UPDATE "visitor_registration" SET "badge_token" = NULL, "confirm_token_hash" = NULL
WHERE "purged_at" IS NOT NULL AND ("badge_token" IS NOT NULL OR "confirm_token_hash" IS NOT NULL);--> statement-breakpoint
-- CSV exports recorded their filter's search words, which may be a person's e-mail or name: the log is
-- append-only, so its trigger steps aside for this one redaction, inside the migration's transaction.
ALTER TABLE "admin_audit_log" DISABLE TRIGGER "admin_audit_log_no_change";--> statement-breakpoint
UPDATE "admin_audit_log" SET "after" = jsonb_set("after", '{filter,q}', '"[redacted]"')
WHERE "action" = 'export' AND coalesce("after" #>> '{filter,q}', '') NOT IN ('', '[redacted]');--> statement-breakpoint
ALTER TABLE "admin_audit_log" ENABLE TRIGGER "admin_audit_log_no_change";
