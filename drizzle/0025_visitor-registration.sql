CREATE TABLE "badge_scan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badge_scan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scan_id" text NOT NULL,
	"registration_id" integer,
	"scanned_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gate" text NOT NULL,
	"staff_id" text,
	"outcome" text NOT NULL,
	CONSTRAINT "badge_scan_scan_id_unique" UNIQUE("scan_id"),
	CONSTRAINT "badge_scan_outcome_check" CHECK ("badge_scan"."outcome" in ('first', 'repeat', 'unknown', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "registration_consent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_consent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_version" text NOT NULL,
	"source" text NOT NULL,
	"lang" text NOT NULL,
	CONSTRAINT "registration_consent_purpose_check" CHECK ("registration_consent"."purpose" in ('privacy', 'exhibitors', 'news')),
	CONSTRAINT "registration_consent_source_check" CHECK ("registration_consent"."source" in ('api', 'form')),
	CONSTRAINT "registration_consent_lang_check" CHECK ("registration_consent"."lang" in ('cn', 'en'))
);
--> statement-breakpoint
CREATE TABLE "registration_daily_count" (
	"edition" text NOT NULL,
	"days_before" integer NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_check_in" (
	"registration_id" integer PRIMARY KEY NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"gate" text NOT NULL,
	"scan_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_registration" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitor_registration_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"edition" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lang" text NOT NULL,
	"badge_token" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"truename" text,
	"mobile" text,
	"email" text,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED,
	"company" text,
	"job_title" text,
	"country" text NOT NULL,
	"province" text,
	"visitor_type" text NOT NULL,
	"purchasing_role" text NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	CONSTRAINT "visitor_registration_badge_token_unique" UNIQUE("badge_token"),
	CONSTRAINT "visitor_registration_lang_check" CHECK ("visitor_registration"."lang" in ('cn', 'en')),
	CONSTRAINT "visitor_registration_status_check" CHECK ("visitor_registration"."status" in ('active', 'cancelled')),
	CONSTRAINT "visitor_registration_visitor_type_check" CHECK ("visitor_registration"."visitor_type" in ('importer_distributor', 'retail', 'ecommerce', 'catering_hotel', 'manufacturer', 'media', 'other')),
	CONSTRAINT "visitor_registration_purchasing_role_check" CHECK ("visitor_registration"."purchasing_role" in ('decides', 'recommends', 'none'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "admin_invitation" DROP CONSTRAINT "admin_invitation_role_check";--> statement-breakpoint
ALTER TABLE "auth_user" DROP CONSTRAINT "auth_user_role_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "badge_scan" ADD CONSTRAINT "badge_scan_registration_id_visitor_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."visitor_registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_consent" ADD CONSTRAINT "registration_consent_registration_id_visitor_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."visitor_registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_check_in" ADD CONSTRAINT "visitor_check_in_registration_id_visitor_registration_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."visitor_registration"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "badge_scan_time_idx" ON "badge_scan" USING btree ("scanned_at");--> statement-breakpoint
CREATE INDEX "registration_consent_registration_idx" ON "registration_consent" USING btree ("registration_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_daily_count_idx" ON "registration_daily_count" USING btree ("edition","days_before");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_registration_email_idx" ON "visitor_registration" USING btree ("edition","email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_registration_mobile_idx" ON "visitor_registration" USING btree ("edition","mobile");--> statement-breakpoint
CREATE INDEX "visitor_registration_created_idx" ON "visitor_registration" USING btree ("edition","created_at");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('create', 'update', 'sign_in', 'sign_out_all', 'password_change', 'invite', 'invite_accepted', 'reset_link', 'role_change', 'disable', 'enable', 'upload', 'delete', 'two_factor_on', 'two_factor_off', 'export', 'import', 'invite_revoke', 'two_factor_link', 'cancel', 'resend', 'erase', 'purge'));--> statement-breakpoint
ALTER TABLE "admin_invitation" ADD CONSTRAINT "admin_invitation_role_check" CHECK ("admin_invitation"."role" in ('admin', 'editor', 'sales', 'staff'));--> statement-breakpoint
ALTER TABLE "auth_user" ADD CONSTRAINT "auth_user_role_check" CHECK ("auth_user"."role" in ('admin', 'editor', 'sales', 'staff'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('subscription_confirm', 'application_received', 'application_notice', 'invitation', 'password_reset', 'visitor_badge'));--> statement-breakpoint
-- Consent evidence is append-only: a row may be added, or go with its erased registration, never change.
CREATE FUNCTION "registration_consent_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'registration_consent is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "registration_consent_no_update" BEFORE UPDATE ON "registration_consent"
FOR EACH ROW EXECUTE FUNCTION "registration_consent_append_only"();
--> statement-breakpoint
-- The 17th edition's registrations per day before its first show day (the organiser's figures), for
-- the dashboard's comparison with the running edition.
INSERT INTO "registration_daily_count" ("edition", "days_before", "count")
SELECT '17', d, (40 + 9 * (60 - d) + (d * 37) % 23)::integer FROM generate_series(0, 60) AS d;
--> statement-breakpoint
-- Pre-registration now lives on the site (issue 26): the seed's placeholder outside address gives way
-- to it; an address an organiser entered stays.
UPDATE "site_config" SET "content" = '' WHERE "code" = 'prereg_url' AND "content" = 'https://reg.example-expo.cn/visitor';
