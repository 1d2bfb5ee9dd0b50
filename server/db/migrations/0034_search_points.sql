-- Issue 33: the points of the ads the map clusters from the search window, read from an index
-- alone (map/window-cells.ts); drizzle cannot declare INCLUDE.
CREATE INDEX "property_search_points_idx" ON "property_search" USING btree ("id") INCLUDE ("latitude","longitude");
