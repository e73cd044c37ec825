-- The home page's hero slides were photos of album `hero`, their alt text doubling as the caption
-- (ADR 019). A database seeded before hero_slide existed keeps them as slides: the caption becomes
-- the title, the text stays empty. A fresh database has no such photos; its slides come from the seed.
INSERT INTO "hero_slide" ("image", "width", "height", "title_cn", "title_en", "sort_order")
SELECT "src", "width", "height", "alt_cn", "alt_en", "sort_order" FROM "photo" WHERE "album" = 'hero' ORDER BY "sort_order", "id";
--> statement-breakpoint
DELETE FROM "photo" WHERE "album" = 'hero';
