CREATE TABLE "booth_application_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booth_application_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_email" text NOT NULL,
	"kind" text NOT NULL,
	"value" text,
	CONSTRAINT "booth_application_event_kind_check" CHECK ("booth_application_event"."kind" in ('status', 'assign', 'note'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "booth_application" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "booth_application" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "booth_application" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "booth_application_event" ADD CONSTRAINT "booth_application_event_application_id_booth_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."booth_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_application_event_application_idx" ON "booth_application_event" USING btree ("application_id","at");--> statement-breakpoint
ALTER TABLE "booth_application" ADD CONSTRAINT "booth_application_assignee_id_auth_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_application_inbox_idx" ON "booth_application" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('create', 'update', 'sign_in', 'sign_out_all', 'password_change', 'invite', 'invite_accepted', 'reset_link', 'role_change', 'disable', 'enable', 'upload', 'delete', 'two_factor_on', 'two_factor_off', 'export'));--> statement-breakpoint
ALTER TABLE "booth_application" ADD CONSTRAINT "booth_application_status_check" CHECK ("booth_application"."status" in ('new', 'contacted', 'contract_sent', 'confirmed', 'declined'));