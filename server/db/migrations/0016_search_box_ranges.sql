-- Issue 16: the map box is matched as ranges of latitude and longitude, which the planner estimates
-- from their statistics (server/modules/properties/search/search-filters.ts `inBox`).
DROP INDEX "property_search_location_idx";--> statement-breakpoint
CREATE INDEX "property_search_location_idx" ON "property_search" USING btree ("latitude","longitude");