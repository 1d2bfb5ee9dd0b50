-- Issue 16: a search in a region or a city walks the newest ads there, and counts them, on the index
-- alone (server/modules/properties/search/first-matches.ts); drizzle cannot declare INCLUDE.
DROP INDEX "property_search_region_idx";--> statement-breakpoint
DROP INDEX "property_search_city_idx";--> statement-breakpoint
CREATE INDEX "property_search_region_newest_idx" ON "property_search" USING btree ("region_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category","transaction_type_id","property_type_id","city_id","price","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude");--> statement-breakpoint
CREATE INDEX "property_search_city_newest_idx" ON "property_search" USING btree ("city_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category","transaction_type_id","property_type_id","region_id","price","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude");
