DROP INDEX "content_items_published_idx";--> statement-breakpoint
DROP INDEX "content_items_published_recent_idx";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "owner_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Public items are those of an active account: the item carries its owner's state, kept here
-- whichever part of the product writes either, so public lists need no join to count.
UPDATE "content_items" SET "owner_active" = EXISTS (
  SELECT 1 FROM "users" WHERE "users"."id" = "content_items"."owner_id" AND "users"."status" = 0
);--> statement-breakpoint
CREATE FUNCTION acorn_content_owner_active() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.owner_active := EXISTS (SELECT 1 FROM users WHERE id = NEW.owner_id AND status = 0);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER content_items_owner_active BEFORE INSERT OR UPDATE OF owner_id ON content_items
  FOR EACH ROW EXECUTE FUNCTION acorn_content_owner_active();--> statement-breakpoint
CREATE FUNCTION acorn_user_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_items SET owner_active = (NEW.status = 0)
    WHERE owner_id = NEW.id AND owner_active IS DISTINCT FROM (NEW.status = 0);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_status_changed AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION acorn_user_status_changed();--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline") WHERE "content_items"."status" = 'published' and "content_items"."owner_active";--> statement-breakpoint
CREATE INDEX "content_items_published_recent_idx" ON "content_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"deadline") WHERE "content_items"."status" = 'published' and "content_items"."owner_active";