CREATE TABLE "award" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"company_cn" text NOT NULL,
	"company_en" text NOT NULL,
	"product_cn" text NOT NULL,
	"product_en" text NOT NULL,
	"category_cn" text NOT NULL,
	"category_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booth_application" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booth_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partnership_intent" text NOT NULL,
	"country" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"product_type" text NOT NULL,
	"booth_type" text NOT NULL,
	"area_sqm" integer NOT NULL,
	"lang" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "booth_application_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "booth_application_booth_type_check" CHECK ("booth_application"."booth_type" in ('standard', 'bare_space')),
	CONSTRAINT "booth_application_lang_check" CHECK ("booth_application"."lang" in ('cn', 'en')),
	CONSTRAINT "booth_application_min_area_check" CHECK ((booth_type = 'standard' and area_sqm >= 9) or (booth_type = 'bare_space' and area_sqm >= 36))
);
--> statement-breakpoint
CREATE TABLE "booth_type" (
	"code" text PRIMARY KEY NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"description_cn" text NOT NULL,
	"description_en" text NOT NULL,
	"min_area_sqm" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "booth_type_code_check" CHECK ("booth_type"."code" in ('standard', 'bare_space'))
);
--> statement-breakpoint
CREATE TABLE "cached_credential" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"file_url" text NOT NULL,
	"file_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exhibitor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"country_code" text NOT NULL,
	"country_cn" text NOT NULL,
	"country_en" text NOT NULL,
	"booth" text NOT NULL,
	"industry_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"german_pavilion" boolean DEFAULT false NOT NULL,
	"website" text,
	"description_cn" text NOT NULL,
	"description_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"room_type_cn" text NOT NULL,
	"room_type_en" text NOT NULL,
	"travel_time_cn" text NOT NULL,
	"travel_time_en" text NOT NULL,
	"free_services_cn" text NOT NULL,
	"free_services_en" text NOT NULL,
	"price" integer NOT NULL,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "industry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"code" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "industry_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "menu_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"path" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"out_link" text,
	"target" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_cn" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_cn" text NOT NULL,
	"body_en" text NOT NULL,
	"cover_image" text,
	"published_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (title_cn || ' ' || title_en || ' ' || summary_cn || ' ' || summary_en || ' ' || replace(replace(replace(regexp_replace(body_cn || ' ' || body_en, '<[^>]*>', ' ', 'g'), '&lt;', '<'), '&gt;', '>'), '&amp;', '&')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_category_check" CHECK ("news"."category" in ('exhibition', 'trade', 'exhibitor')),
	CONSTRAINT "news_status_check" CHECK ("news"."status" in ('published', 'draft'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscription" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"truename" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL,
	"company" text NOT NULL,
	"position" text NOT NULL,
	"lang" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribe_token" text NOT NULL,
	CONSTRAINT "newsletter_subscription_email_key_unique" UNIQUE("email_key"),
	CONSTRAINT "newsletter_subscription_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_subscription_lang_check" CHECK ("newsletter_subscription"."lang" in ('cn', 'en'))
);
--> statement-breakpoint
CREATE TABLE "partner" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"url" text,
	"logo" text,
	"country_cn" text,
	"country_en" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_kind_check" CHECK ("partner"."kind" in ('organiser', 'patronage', 'certification', 'media', 'sister_fair', 'social'))
);
--> statement-breakpoint
CREATE TABLE "photo" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "photo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"src" text NOT NULL,
	"alt_cn" text NOT NULL,
	"alt_en" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"album" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_bucket" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_history" (
	"dataset" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "site_config" (
	"code" text PRIMARY KEY NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"content" text,
	"content_rich" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistic" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "statistic_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"value" numeric NOT NULL,
	"label_cn" text NOT NULL,
	"label_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistic_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "testimonial" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"company_cn" text NOT NULL,
	"company_en" text NOT NULL,
	"quote_cn" text NOT NULL,
	"quote_en" text NOT NULL,
	CONSTRAINT "testimonial_kind_check" CHECK ("testimonial"."kind" in ('buyer', 'exhibitor'))
);
--> statement-breakpoint
CREATE TABLE "transport_route" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transport_route_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mode" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"description_cn" text NOT NULL,
	"description_en" text NOT NULL,
	"distance_km" numeric(6, 1),
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transport_route_mode_check" CHECK ("transport_route"."mode" in ('metro', 'maglev', 'bus', 'driving', 'taxi'))
);
--> statement-breakpoint
CREATE TABLE "video" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"src" text NOT NULL,
	"poster" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "industry" ADD CONSTRAINT "industry_parent_id_industry_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."industry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item" ADD CONSTRAINT "menu_item_parent_id_menu_item_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "industry_parent_idx" ON "industry" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "menu_item_parent_idx" ON "menu_item" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "news_listing_idx" ON "news" USING btree ("status","category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_search_trgm_idx" ON "news" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partner_kind_idx" ON "partner" USING btree ("kind","sort_order");--> statement-breakpoint
CREATE INDEX "rate_limit_bucket_window_idx" ON "rate_limit_bucket" USING btree ("window_start");