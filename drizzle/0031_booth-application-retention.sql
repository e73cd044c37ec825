ALTER TABLE "booth_application" ADD COLUMN "edition_ends_at" timestamp with time zone;--> statement-breakpoint
-- Applications made before this migration were for the show the settings name now: its end.
UPDATE "booth_application" SET "edition_ends_at" = coalesce(
  (SELECT to_timestamp(nullif("content", '')::bigint) FROM "site_config" WHERE "code" = 'exhibition_end_time' AND "content" ~ '^[0-9]+$'),
  "created_at");--> statement-breakpoint
ALTER TABLE "booth_application" ALTER COLUMN "edition_ends_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "booth_application_retention_idx" ON "booth_application" USING btree ("edition_ends_at");
