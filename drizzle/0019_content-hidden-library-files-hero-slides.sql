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
ALTER TABLE "award" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "download" ADD COLUMN "file_media_id" integer;--> statement-breakpoint
ALTER TABLE "download" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "industry" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "logo_media_id" integer;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "statistic" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonial" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_route" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "poster_media_id" integer;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_slide" ADD CONSTRAINT "hero_slide_image_media_id_media_asset_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_file_media_id_media_asset_id_fk" FOREIGN KEY ("file_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner" ADD CONSTRAINT "partner_logo_media_id_media_asset_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_media_id_media_asset_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video" ADD CONSTRAINT "video_poster_media_id_media_asset_id_fk" FOREIGN KEY ("poster_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;