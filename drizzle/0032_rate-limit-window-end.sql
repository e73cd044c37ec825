DROP INDEX "rate_limit_bucket_window_idx";--> statement-breakpoint
ALTER TABLE "rate_limit_bucket" ADD COLUMN "window_ends_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Buckets from before this migration were kept a day past their start by the old sweep: keep that.
UPDATE "rate_limit_bucket" SET "window_ends_at" = "window_start" + interval '1 day';--> statement-breakpoint
CREATE INDEX "rate_limit_bucket_window_end_idx" ON "rate_limit_bucket" USING btree ("window_ends_at");
