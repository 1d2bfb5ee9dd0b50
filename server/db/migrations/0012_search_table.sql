CREATE TABLE "property_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"transaction_type_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"area" double precision NOT NULL,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"industry_type_id" integer,
	"is_featured" boolean NOT NULL,
	"agent_id" integer,
	"latitude" double precision,
	"longitude" double precision,
	"published_at" timestamp with time zone NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lexemes_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lexemes_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lexemes_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lexemes_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "property_search" ADD CONSTRAINT "property_search_id_properties_id_fk" FOREIGN KEY ("id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_search_newest_idx" ON "property_search" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_search_category_newest_idx" ON "property_search" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_search_price_idx" ON "property_search" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "property_search_category_price_idx" ON "property_search" USING btree ("category","price","id");--> statement-breakpoint
CREATE INDEX "property_search_area_idx" ON "property_search" USING btree ("area","id");--> statement-breakpoint
CREATE INDEX "property_search_category_area_idx" ON "property_search" USING btree ("category","area","id");--> statement-breakpoint
CREATE INDEX "property_search_region_idx" ON "property_search" USING btree ("region_id","category","price");--> statement-breakpoint
CREATE INDEX "property_search_city_idx" ON "property_search" USING btree ("city_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_search_type_idx" ON "property_search" USING btree ("property_type_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_search_featured_idx" ON "property_search" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "property_search"."is_featured";--> statement-breakpoint
CREATE INDEX "property_search_agent_idx" ON "property_search" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "property_search_location_idx" ON "property_search" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "property_search_document_idx" ON "property_search" USING gin ("document");--> statement-breakpoint
CREATE VIEW property_search_source AS
SELECT p.id, p.category, p.transaction_type_id, p.property_type_id, p.region_id, p.city_id, p.price,
  p.area, r.bedrooms, r.bathrooms, i.industry_type_id, p.is_featured, p.agent_id, p.latitude,
  p.longitude, coalesce(p.published_at, p.created_at) AS published_at,
  setweight(to_tsvector('simple', p.lexemes_title), 'A')
    || setweight(to_tsvector('simple', p.lexemes_place), 'B')
    || setweight(to_tsvector('simple', p.lexemes_body), 'C') AS document
FROM properties p
LEFT JOIN residence_details r ON r.property_id = p.id
LEFT JOIN industry_details i ON i.property_id = p.id
WHERE p.status = 'published';
--> statement-breakpoint
CREATE FUNCTION property_search_sync(ad_id integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM property_search WHERE id = ad_id;
  INSERT INTO property_search SELECT * FROM property_search_source WHERE id = ad_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION properties_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM property_search_sync(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_details_search_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM property_search_sync(NEW.property_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_search AFTER INSERT OR UPDATE OF status, category, transaction_type_id,
  property_type_id, region_id, city_id, price, area, is_featured, agent_id, latitude, longitude,
  published_at, lexemes_title, lexemes_place, lexemes_body
  ON properties FOR EACH ROW EXECUTE FUNCTION properties_search_trigger();
--> statement-breakpoint
CREATE TRIGGER residence_details_search AFTER INSERT OR UPDATE OF bedrooms, bathrooms
  ON residence_details FOR EACH ROW EXECUTE FUNCTION property_details_search_trigger();
--> statement-breakpoint
CREATE TRIGGER industry_details_search AFTER INSERT OR UPDATE OF industry_type_id
  ON industry_details FOR EACH ROW EXECUTE FUNCTION property_details_search_trigger();
--> statement-breakpoint
INSERT INTO property_search SELECT * FROM property_search_source;
