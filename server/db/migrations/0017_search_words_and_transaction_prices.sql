-- Issue 16: a price walk starts among the ads of the transaction when it has no property type (sales
-- and rents are priced apart: the cheapest residential ads are all rents), on an index that carries
-- every filter column (drizzle cannot declare INCLUDE); words searched in one category are matched
-- among its own ads, so a word common in the other category (industrial in a residential search)
-- reads no posting of it.
CREATE INDEX "property_search_transaction_price_idx" ON "property_search" USING btree ("transaction_type_id","price","id") INCLUDE ("category","property_type_id","region_id","city_id","area","bedrooms","bathrooms","industry_type_id","is_featured","agent_id","latitude","longitude","published_at");--> statement-breakpoint
CREATE INDEX "property_search_residence_document_idx" ON "property_search" USING gin ("document") WHERE "property_search"."category" = 1;--> statement-breakpoint
CREATE INDEX "property_search_industry_document_idx" ON "property_search" USING gin ("document") WHERE "property_search"."category" = 2;