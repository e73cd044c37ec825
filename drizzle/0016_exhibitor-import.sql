CREATE TABLE "import_job" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"preview" jsonb NOT NULL,
	"writes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_job_status_check" CHECK ("import_job"."status" in ('invalid', 'ready', 'queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "exhibitor" ADD COLUMN "external_id" text;--> statement-breakpoint
CREATE INDEX "import_job_status_idx" ON "import_job" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "exhibitor" ADD CONSTRAINT "exhibitor_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('create', 'update', 'sign_in', 'sign_out_all', 'password_change', 'invite', 'invite_accepted', 'reset_link', 'role_change', 'disable', 'enable', 'upload', 'delete', 'two_factor_on', 'two_factor_off', 'export', 'import'));