CREATE TABLE "subscription_consent" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_consent_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"notice_version" text NOT NULL,
	"source" text NOT NULL,
	"lang" text NOT NULL,
	CONSTRAINT "subscription_consent_action_check" CHECK ("subscription_consent"."action" in ('given', 'confirmed')),
	CONSTRAINT "subscription_consent_source_check" CHECK ("subscription_consent"."source" in ('api', 'form')),
	CONSTRAINT "subscription_consent_lang_check" CHECK ("subscription_consent"."lang" in ('cn', 'en'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD COLUMN "status" text DEFAULT 'unconfirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_consent" ADD CONSTRAINT "subscription_consent_subscription_id_newsletter_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_consent_subscription_idx" ON "subscription_consent" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscription_unconfirmed_idx" ON "newsletter_subscription" USING btree ("confirm_expires_at");--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_status_check" CHECK ("newsletter_subscription"."status" in ('unconfirmed', 'confirmed'));