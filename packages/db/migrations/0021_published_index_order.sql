DROP INDEX "content_items_published_idx";--> statement-breakpoint
DROP INDEX "content_items_published_recent_idx";--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","owner_id") WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_published_recent_idx" ON "content_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline","owner_id") WHERE "content_items"."status" = 'published';