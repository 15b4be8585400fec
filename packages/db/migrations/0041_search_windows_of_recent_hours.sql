-- The index of the words' starts also holds when each item was made (schema createdPeriods: its
-- hour, day and week): a search without sectors or countries asks its words within windows of
-- recent hours first, and the scan meets both by skipping before a row is read, so only the
-- window's matches are read to find the newest (decision 062).
DROP INDEX "content_items_search_filters_idx";--> statement-breakpoint
CREATE INDEX "content_items_search_filters_idx" ON "content_items" USING gin (acorn_search_prefixes("search"),"sector_ids","country_ids",(array['h' || floor(extract(epoch from ("created_at" at time zone 'UTC')) / 3600)::int::text, 'd' || floor(extract(epoch from ("created_at" at time zone 'UTC')) / 86400)::int::text, 'w' || floor((extract(epoch from ("created_at" at time zone 'UTC')) / 86400 + 3) / 7)::int::text]));
