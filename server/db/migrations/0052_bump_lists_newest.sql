-- A bump returns an ad to the top of "newest" (ADR 0041, "Visibility bought"): the search table's
-- published_at, which only orders the lists, is the later of the publication and the last bump. What
-- people read as the ad's date comes from properties (published_at, created_at), never from here.
CREATE OR REPLACE VIEW property_search_source AS
SELECT p.id, p.category, p.transaction_type_id, p.property_type_id, p.region_id, p.city_id, p.price,
  p.area, r.bedrooms, r.bathrooms, i.industry_type_id, p.is_featured, p.agent_id, p.latitude,
  p.longitude, greatest(coalesce(p.published_at, p.created_at), p.bumped_at) AS published_at,
  setweight(to_tsvector('simple', p.lexemes_title), 'A')
    || setweight(to_tsvector('simple', p.lexemes_place), 'B')
    || setweight(to_tsvector('simple', p.lexemes_body), 'C') AS document
FROM properties p
LEFT JOIN residence_details r ON r.property_id = p.id
LEFT JOIN industry_details i ON i.property_id = p.id
WHERE p.status = 'published';
--> statement-breakpoint
-- The same trigger, now also on bumped_at, so the bump's update moves the ad in the same transaction.
DROP TRIGGER properties_search ON properties;
--> statement-breakpoint
CREATE TRIGGER properties_search AFTER INSERT OR UPDATE OF status, category, transaction_type_id,
  property_type_id, region_id, city_id, price, area, is_featured, agent_id, latitude, longitude,
  published_at, bumped_at, lexemes_title, lexemes_place, lexemes_body
  ON properties FOR EACH ROW EXECUTE FUNCTION properties_search_trigger();
--> statement-breakpoint
SELECT property_search_sync(id) FROM properties WHERE bumped_at IS NOT NULL AND status = 'published';
