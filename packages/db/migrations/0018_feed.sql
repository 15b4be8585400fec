-- The words of a text as the search documents hold them: lower case, without the accents of the
-- product's three languages (the API's searchableText does the same for the query and the content).
CREATE FUNCTION acorn_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(translate(coalesce(value, ''), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'));--> statement-breakpoint
CREATE TABLE "interests" (
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interests_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search_owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "content_items" SET "search_owner" = acorn_search_text(
  (SELECT "company_name" FROM "company_profiles" WHERE "company_profiles"."user_id" = "content_items"."owner_id")
);--> statement-breakpoint
ALTER TABLE "content_items" drop column "search";--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B') || setweight(to_tsvector('simple', search_owner), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search");--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', acorn_search_text(company_name)), 'A') || setweight(to_tsvector('simple', acorn_search_text(headline)), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interests_content_idx" ON "interests" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_items_published_recent_idx" ON "content_items" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"deadline") WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "company_profiles_search_idx" ON "company_profiles" USING gin ("search");--> statement-breakpoint
-- An item carries its owner's company name for search: set when it is written, rewritten when the
-- company is renamed, whichever part of the product writes either.
CREATE FUNCTION acorn_content_search_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_owner := acorn_search_text(
    (SELECT company_name FROM company_profiles WHERE user_id = NEW.owner_id)
  );
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER content_items_search_owner BEFORE INSERT OR UPDATE OF owner_id ON content_items
  FOR EACH ROW EXECUTE FUNCTION acorn_content_search_owner();--> statement-breakpoint
CREATE FUNCTION acorn_company_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_items SET search_owner = acorn_search_text(NEW.company_name) WHERE owner_id = NEW.user_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER company_profiles_renamed AFTER UPDATE OF company_name ON company_profiles
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION acorn_company_renamed();
