CREATE TABLE "hero_slide" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hero_slide_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"image_media_id" integer,
	"image" text NOT NULL,
	"image_srcset" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"text_cn" text DEFAULT '' NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hero_slide" ADD CONSTRAINT "hero_slide_image_media_id_media_asset_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;