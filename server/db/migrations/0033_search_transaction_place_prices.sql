-- Issue 33: a price walk of a transaction in a city or a region starts among that transaction's ads
-- of the place (ADR 0004 item 14), on indexes that carry every filter column (drizzle cannot declare
-- INCLUDE).
CREATE INDEX "property_search_transaction_city_price_idx" ON "property_search" USING btree ("transaction_type_id","city_id","price","id") INCLUDE ("category","property_type_id","region_id","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");--> statement-breakpoint
CREATE INDEX "property_search_transaction_region_price_idx" ON "property_search" USING btree ("transaction_type_id","region_id","price","id") INCLUDE ("category","property_type_id","city_id","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");
