-- Sister fairs' map positions were code (FAIR_CITIES in positions.ts, a city per country name in
-- either language); now they are the rows' own `lon`/`lat` (ADR 019). An existing database gets the
-- same places; a fair in another country stays without a position (listed without a marker).
UPDATE "partner" SET "lon" = c."lon", "lat" = c."lat"
FROM (VALUES
  ('Germany', 11.08, 49.45), ('德国', 11.08, 49.45),
  ('USA', -84.39, 33.75), ('United States', -84.39, 33.75), ('美国', -84.39, 33.75),
  ('Brazil', -46.63, -23.55), ('巴西', -46.63, -23.55),
  ('India', 77.5, 28.47), ('印度', 77.5, 28.47),
  ('Japan', 139.69, 35.69), ('日本', 139.69, 35.69),
  ('Thailand', 100.5, 13.75), ('泰国', 100.5, 13.75),
  ('Korea', 126.98, 37.57), ('South Korea', 126.98, 37.57), ('韩国', 126.98, 37.57),
  ('China', 121.47, 31.23), ('中国', 121.47, 31.23)
) AS c("country", "lon", "lat")
WHERE "partner"."kind" = 'sister_fair' AND "partner"."lon" IS NULL AND "partner"."lat" IS NULL
  AND c."country" IN (TRIM("partner"."country_en"), TRIM("partner"."country_cn"));
