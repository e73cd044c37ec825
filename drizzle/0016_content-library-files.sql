ALTER TABLE "download" ADD COLUMN "file_media_id" integer;--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "logo_media_id" integer;--> statement-breakpoint
ALTER TABLE "photo" ADD COLUMN "media_id" integer;--> statement-breakpoint
ALTER TABLE "video" ADD COLUMN "poster_media_id" integer;--> statement-breakpoint
ALTER TABLE "download" ADD CONSTRAINT "download_file_media_id_media_asset_id_fk" FOREIGN KEY ("file_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner" ADD CONSTRAINT "partner_logo_media_id_media_asset_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_media_id_media_asset_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video" ADD CONSTRAINT "video_poster_media_id_media_asset_id_fk" FOREIGN KEY ("poster_media_id") REFERENCES "public"."media_asset"("id") ON DELETE restrict ON UPDATE no action;