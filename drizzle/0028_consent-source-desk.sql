ALTER TABLE "registration_consent" DROP CONSTRAINT "registration_consent_source_check";--> statement-breakpoint
ALTER TABLE "subscription_consent" DROP CONSTRAINT "subscription_consent_source_check";--> statement-breakpoint
ALTER TABLE "registration_consent" ADD CONSTRAINT "registration_consent_source_check" CHECK ("registration_consent"."source" in ('api', 'form', 'desk'));--> statement-breakpoint
ALTER TABLE "subscription_consent" ADD CONSTRAINT "subscription_consent_source_check" CHECK ("subscription_consent"."source" in ('api', 'form', 'desk'));