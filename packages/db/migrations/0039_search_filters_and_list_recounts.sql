-- The totals counted before this migration carry no statement to recount them with: a cache, so
-- they go, and each long list is counted again at its next request.
DELETE FROM "list_counts";--> statement-breakpoint
ALTER TABLE "list_counts" ADD COLUMN "statement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "list_counts" ADD COLUMN "params" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "list_counts" ADD COLUMN "wanted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "content_items_search_idx";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "sector_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "country_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "content_items" c SET "sector_ids" = s.ids
  FROM (SELECT content_id, array_agg(sector_id ORDER BY sector_id) AS ids FROM content_sectors GROUP BY content_id) s
  WHERE s.content_id = c.id;--> statement-breakpoint
UPDATE "content_items" c SET "country_ids" = s.ids
  FROM (SELECT content_id, array_agg(country_id ORDER BY country_id) AS ids FROM content_countries GROUP BY content_id) s
  WHERE s.content_id = c.id;--> statement-breakpoint
-- An item carries its sectors' and countries' ids for the search index, whichever part of the
-- product writes its links: once per statement, for the items whose links it changed.
CREATE FUNCTION acorn_content_sector_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_items c
    SET sector_ids = coalesce((SELECT array_agg(sector_id ORDER BY sector_id) FROM content_sectors WHERE content_id = c.id), '{}')
    WHERE c.id IN (SELECT content_id FROM changed);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION acorn_content_country_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_items c
    SET country_ids = coalesce((SELECT array_agg(country_id ORDER BY country_id) FROM content_countries WHERE content_id = c.id), '{}')
    WHERE c.id IN (SELECT content_id FROM changed);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER content_sectors_added AFTER INSERT ON content_sectors
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION acorn_content_sector_ids();--> statement-breakpoint
CREATE TRIGGER content_sectors_removed AFTER DELETE ON content_sectors
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION acorn_content_sector_ids();--> statement-breakpoint
CREATE TRIGGER content_countries_added AFTER INSERT ON content_countries
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION acorn_content_country_ids();--> statement-breakpoint
CREATE TRIGGER content_countries_removed AFTER DELETE ON content_countries
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION acorn_content_country_ids();--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search","sector_ids","country_ids");
