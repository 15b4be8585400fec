-- Every word of a tsvector with its starts of 3 to 20 letters, as lexemes: a search with filters
-- asks 'export' here, one exact entry the index intersects with the filters' entries, instead of
-- 'export:*', a union of every word that starts so (decision 060). The search statements build
-- their words with the same bounds (content.service SEARCH_PREFIX_LENGTHS).
CREATE FUNCTION acorn_search_prefixes(words tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
  AS $$
    SELECT array_to_tsvector(array(
      SELECT left(word, length) FROM unnest(tsvector_to_array(words)) AS word,
        generate_series(least(3, length(word)), least(length(word), 20)) AS length
      UNION
      SELECT unnest(tsvector_to_array(words))))
  $$;--> statement-breakpoint
DROP INDEX "content_items_search_idx";--> statement-breakpoint
CREATE INDEX "content_items_search_filters_idx" ON "content_items" USING gin (acorn_search_prefixes("search"),"sector_ids","country_ids");--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search");
