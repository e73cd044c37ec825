CREATE TABLE "booth" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booth_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hall" text NOT NULL,
	"number" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"depth" double precision NOT NULL,
	"points" jsonb,
	"area_sqm" double precision NOT NULL,
	"booth_type" text NOT NULL,
	"placement" text DEFAULT 'row' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"exhibitor_id" integer,
	"application_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booth_hall_number_unique" UNIQUE("hall","number"),
	CONSTRAINT "booth_booth_type_check" CHECK ("booth"."booth_type" in ('standard', 'bare_space')),
	CONSTRAINT "booth_placement_check" CHECK ("booth"."placement" in ('row', 'corner', 'island')),
	CONSTRAINT "booth_status_check" CHECK ("booth"."status" in ('available', 'reserved', 'sold', 'blocked')),
	CONSTRAINT "booth_size_check" CHECK ("booth"."width" > 0 and "booth"."depth" > 0 and "booth"."area_sqm" > 0),
	CONSTRAINT "booth_holder_check" CHECK (("booth"."exhibitor_id" is null and "booth"."application_id" is null) or "booth"."status" in ('reserved', 'sold'))
);
--> statement-breakpoint
CREATE TABLE "hall_feature" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hall_feature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hall" text NOT NULL,
	"kind" text NOT NULL,
	"x" double precision NOT NULL,
	"y" double precision NOT NULL,
	"width" double precision NOT NULL,
	"depth" double precision NOT NULL,
	CONSTRAINT "hall_feature_kind_check" CHECK ("hall_feature"."kind" in ('entrance', 'stage', 'cafe', 'toilets', 'pillar'))
);
--> statement-breakpoint
ALTER TABLE "booth_application" ADD COLUMN "preferred_booths" text;--> statement-breakpoint
ALTER TABLE "booth" ADD CONSTRAINT "booth_exhibitor_id_exhibitor_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booth" ADD CONSTRAINT "booth_application_id_booth_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."booth_application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booth_exhibitor_idx" ON "booth" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE INDEX "hall_feature_hall_idx" ON "hall_feature" USING btree ("hall");