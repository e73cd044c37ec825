ALTER TABLE "partner" ADD COLUMN "lon" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "lat" numeric(8, 6);