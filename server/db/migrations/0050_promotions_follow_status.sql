-- Paid featuring runs only while its ad is on the site (ADR 0041, "Visibility bought, and kept through a
-- pause"): whatever path takes an ad off (its owner, expiry, reports, a suspension) or puts it back,
-- the time left is frozen into paused_seconds and thawed on its return, by this one trigger. Times are
-- the database's (now()), as grant-feature.ts writes them.
CREATE FUNCTION ad_promotions_follow_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' AND NEW.status <> 'published' THEN
    UPDATE ad_promotions
       SET paused_seconds = paused_seconds + greatest(0, ceil(extract(epoch FROM featured_until - now())))::int,
           featured_until = NULL,
           updated_at = now()
     WHERE property_id = NEW.id AND featured_until IS NOT NULL;
  ELSIF NEW.status = 'published' AND OLD.status <> 'published' THEN
    UPDATE ad_promotions
       SET featured_until = now() + make_interval(secs => paused_seconds),
           paused_seconds = 0,
           updated_at = now()
     WHERE property_id = NEW.id AND paused_seconds > 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_promotions_follow_status
  AFTER UPDATE OF status ON properties
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION ad_promotions_follow_status();
