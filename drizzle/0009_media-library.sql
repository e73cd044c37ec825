CREATE TABLE "media_asset" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_asset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"original_key" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alt_cn" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_asset_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "media_asset_kind_check" CHECK ("media_asset"."kind" in ('image', 'document'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_action_check";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "cover_media_id" integer;--> statement-breakpoint
ALTER TABLE "media_asset" ADD CONSTRAINT "media_asset_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_asset_created_idx" ON "media_asset" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_cover_media_id_media_asset_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_action_check" CHECK ("admin_audit_log"."action" in ('create', 'update', 'sign_in', 'sign_out_all', 'password_change', 'invite', 'invite_accepted', 'reset_link', 'role_change', 'disable', 'enable', 'upload', 'delete'));