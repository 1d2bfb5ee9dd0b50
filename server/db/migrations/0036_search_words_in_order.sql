-- Issue 33: words in the order of a sort (ADR 0004 item 17). Where PostgreSQL has the RUM extension
-- (Debian's postgresql-15-rum), three indexes keep beside each word the value of an order (the newest,
-- the price, the area), so a search of words in that order reads its first matches from the index
-- instead of gathering every match's row. RUM orders by a distance, which it has for integers, floats
-- and timestamps but not for numeric: the price gets a column in halalas. PGlite has no RUM and keeps
-- gathering (search/run/words-in-order.ts).
ALTER TABLE "property_search" ADD COLUMN "price_halalas" bigint GENERATED ALWAYS AS ((price * 100)::bigint) STORED NOT NULL;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    CREATE INDEX property_search_words_newest_idx ON property_search
      USING rum (document rum_tsvector_addon_ops, published_at) WITH (attach = 'published_at', to = 'document');
    CREATE INDEX property_search_words_price_idx ON property_search
      USING rum (document rum_tsvector_addon_ops, price_halalas) WITH (attach = 'price_halalas', to = 'document');
    CREATE INDEX property_search_words_area_idx ON property_search
      USING rum (document rum_tsvector_addon_ops, area) WITH (attach = 'area', to = 'document');
  END IF;
END
$$;
