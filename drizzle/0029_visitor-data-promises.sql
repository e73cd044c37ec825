CREATE TABLE "privacy_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form" text NOT NULL,
	"version" integer NOT NULL,
	"body_cn" text NOT NULL,
	"body_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	CONSTRAINT "privacy_notice_form_check" CHECK ("privacy_notice"."form" in ('registration', 'subscription', 'application'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "visitor_registration" DROP CONSTRAINT "visitor_registration_status_check";--> statement-breakpoint
DROP INDEX "visitor_registration_email_idx";--> statement-breakpoint
DROP INDEX "visitor_registration_mobile_idx";--> statement-breakpoint
ALTER TABLE "visitor_registration" ALTER COLUMN "badge_token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booth_application" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "subject_key" text;--> statement-breakpoint
ALTER TABLE "registration_consent" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "visitor_registration" ADD COLUMN "edition_ends_at" timestamp with time zone;--> statement-breakpoint
-- Registrations made before this migration belong to the edition the settings name now: its show's end.
UPDATE "visitor_registration" SET "edition_ends_at" = coalesce(
  (SELECT to_timestamp(nullif("content", '')::bigint) FROM "site_config" WHERE "code" = 'exhibition_end_time' AND "content" ~ '^[0-9]+$'),
  "created_at");--> statement-breakpoint
ALTER TABLE "visitor_registration" ALTER COLUMN "edition_ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_registration" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Every registration so far was issued its badge at once: it counts as confirmed when it was made.
UPDATE "visitor_registration" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "visitor_registration" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "visitor_registration" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_notice_form_version_idx" ON "privacy_notice" USING btree ("form","version");--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_idx" ON "mail_outbox" USING btree ("subject_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree (lower("to_address"),"created_at");--> statement-breakpoint
CREATE INDEX "visitor_registration_retention_idx" ON "visitor_registration" USING btree ("edition_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_registration_email_idx" ON "visitor_registration" USING btree ("edition","email_key") WHERE status <> 'pending';--> statement-breakpoint
CREATE INDEX "visitor_registration_mobile_idx" ON "visitor_registration" USING btree ("edition","mobile");--> statement-breakpoint
ALTER TABLE "visitor_registration" ADD CONSTRAINT "visitor_registration_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('create', 'update', 'sign_in', 'sign_out_all', 'password_change', 'invite', 'invite_accepted', 'reset_link', 'role_change', 'disable', 'enable', 'upload', 'delete', 'two_factor_on', 'two_factor_off', 'export', 'import', 'invite_revoke', 'two_factor_link', 'cancel', 'resend', 'erase', 'purge', 'download', 'check_in', 'desk_lookup'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('subscription_confirm', 'application_received', 'application_notice', 'invitation', 'password_reset', 'visitor_badge', 'visitor_confirm'));--> statement-breakpoint
ALTER TABLE "visitor_registration" ADD CONSTRAINT "visitor_registration_status_check" CHECK ("visitor_registration"."status" in ('pending', 'active', 'cancelled'));