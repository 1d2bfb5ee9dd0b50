CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"cell_x" integer NOT NULL,
	"cell_y" integer NOT NULL,
	"category" smallint NOT NULL,
	"transaction_type_id" integer NOT NULL,
	"property_type_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"ads" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"sum_id" bigint NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	CONSTRAINT "map_cells_pk" PRIMARY KEY("level","cell_x","cell_y","category","transaction_type_id","property_type_id","region_id","city_id")
);
--> statement-breakpoint
CREATE FUNCTION map_cell_levels() RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[2, 4, 6, 8, 10, 12, 14, 16]
$$;
--> statement-breakpoint
CREATE FUNCTION map_cell_x(longitude double precision, level integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT least(greatest(floor((longitude + 180) / 360 * (1 << level)), 0), (1 << level) - 1)::integer
$$;
--> statement-breakpoint
CREATE FUNCTION map_cell_y(latitude double precision, level integer) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT least(greatest(floor((0.5 - ln((1 + sin(radians(latitude))) / (1 - sin(radians(latitude))))
    / (4 * pi())) * (1 << level)), 0), (1 << level) - 1)::integer
  FROM (SELECT least(greatest(latitude, -85.0511287798), 85.0511287798) AS latitude) clamped
$$;
--> statement-breakpoint
CREATE FUNCTION map_cells_count(ad property_search, delta integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lvl integer;
  x integer;
  y integer;
BEGIN
  IF ad.latitude IS NULL OR ad.longitude IS NULL THEN
    RETURN;
  END IF;
  FOREACH lvl IN ARRAY map_cell_levels() LOOP
    x := map_cell_x(ad.longitude, lvl);
    y := map_cell_y(ad.latitude, lvl);
    INSERT INTO map_cells AS c VALUES (lvl, x, y, ad.category, ad.transaction_type_id,
      ad.property_type_id, ad.region_id, ad.city_id, delta, delta * ad.latitude, delta * ad.longitude,
      delta * ad.id, ad.latitude, ad.latitude, ad.longitude, ad.longitude)
    ON CONFLICT ON CONSTRAINT map_cells_pk DO UPDATE SET ads = c.ads + excluded.ads,
      sum_lat = c.sum_lat + excluded.sum_lat, sum_lng = c.sum_lng + excluded.sum_lng,
      sum_id = c.sum_id + excluded.sum_id,
      min_lat = CASE WHEN delta > 0 THEN least(c.min_lat, excluded.min_lat) ELSE c.min_lat END,
      max_lat = CASE WHEN delta > 0 THEN greatest(c.max_lat, excluded.max_lat) ELSE c.max_lat END,
      min_lng = CASE WHEN delta > 0 THEN least(c.min_lng, excluded.min_lng) ELSE c.min_lng END,
      max_lng = CASE WHEN delta > 0 THEN greatest(c.max_lng, excluded.max_lng) ELSE c.max_lng END;
    IF delta < 0 THEN
      DELETE FROM map_cells WHERE level = lvl AND cell_x = x AND cell_y = y
        AND category = ad.category AND transaction_type_id = ad.transaction_type_id
        AND property_type_id = ad.property_type_id AND region_id = ad.region_id
        AND city_id = ad.city_id AND ads <= 0;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION property_search_map_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM map_cells_count(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM map_cells_count(NEW, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER property_search_map AFTER INSERT OR DELETE OR UPDATE OF id, category,
  transaction_type_id, property_type_id, region_id, city_id, latitude, longitude
  ON property_search FOR EACH ROW EXECUTE FUNCTION property_search_map_trigger();
--> statement-breakpoint
CREATE FUNCTION map_cells_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM map_cells;
  INSERT INTO map_cells
  SELECT l.level, map_cell_x(s.longitude, l.level), map_cell_y(s.latitude, l.level), s.category,
    s.transaction_type_id, s.property_type_id, s.region_id, s.city_id, count(*), sum(s.latitude),
    sum(s.longitude), sum(s.id), min(s.latitude), max(s.latitude), min(s.longitude), max(s.longitude)
  FROM property_search s CROSS JOIN unnest(map_cell_levels()) AS l(level)
  WHERE s.latitude IS NOT NULL AND s.longitude IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
END $$;
--> statement-breakpoint
SELECT map_cells_rebuild();
