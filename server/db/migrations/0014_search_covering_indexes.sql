-- Issue 16: a search walks the first rows of its order, after the category or the property type when
-- it has one, and filters them on the index alone (server/modules/properties/search/first-matches.ts):
-- the nine sort indexes carry every filter column. drizzle cannot declare INCLUDE, so the schema
-- names these indexes by their keys only.
DROP INDEX "property_search_type_idx";--> statement-breakpoint
DROP INDEX "property_search_newest_idx";--> statement-breakpoint
CREATE INDEX "property_search_newest_idx" ON "property_search" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category","transaction_type_id","property_type_id","region_id","city_id","price","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude");--> statement-breakpoint
DROP INDEX "property_search_price_idx";--> statement-breakpoint
CREATE INDEX "property_search_price_idx" ON "property_search" USING btree ("price","id") INCLUDE ("category","transaction_type_id","property_type_id","region_id","city_id","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");--> statement-breakpoint
DROP INDEX "property_search_area_idx";--> statement-breakpoint
CREATE INDEX "property_search_area_idx" ON "property_search" USING btree ("area","id") INCLUDE ("category","transaction_type_id","property_type_id","region_id","city_id","price","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");--> statement-breakpoint
DROP INDEX "property_search_category_newest_idx";--> statement-breakpoint
CREATE INDEX "property_search_category_newest_idx" ON "property_search" USING btree ("category","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("transaction_type_id","property_type_id","region_id","city_id","price","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude");--> statement-breakpoint
DROP INDEX "property_search_category_price_idx";--> statement-breakpoint
CREATE INDEX "property_search_category_price_idx" ON "property_search" USING btree ("category","price","id") INCLUDE ("transaction_type_id","property_type_id","region_id","city_id","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");--> statement-breakpoint
DROP INDEX "property_search_category_area_idx";--> statement-breakpoint
CREATE INDEX "property_search_category_area_idx" ON "property_search" USING btree ("category","area","id") INCLUDE ("transaction_type_id","property_type_id","region_id","city_id","price","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");--> statement-breakpoint
CREATE INDEX "property_search_type_newest_idx" ON "property_search" USING btree ("property_type_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("category","transaction_type_id","region_id","city_id","price","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude");--> statement-breakpoint
CREATE INDEX "property_search_type_price_idx" ON "property_search" USING btree ("property_type_id","price","id") INCLUDE ("category","transaction_type_id","region_id","city_id","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");--> statement-breakpoint
CREATE INDEX "property_search_type_area_idx" ON "property_search" USING btree ("property_type_id","area","id") INCLUDE ("category","transaction_type_id","region_id","city_id","price","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");
