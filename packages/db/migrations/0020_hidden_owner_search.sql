-- An advisor listing that hides its identity must not be found by its owner's company name: the
-- search would tie 'Nondisclosure' to the company. What an item carries of its owner for search
-- is now decided in one place, for every trigger that writes it.
CREATE FUNCTION acorn_owner_search_text(content_id integer, owner_id integer) RETURNS text
  LANGUAGE sql STABLE
  RETURN CASE
    WHEN EXISTS (SELECT 1 FROM advisor_listings a WHERE a.content_id = acorn_owner_search_text.content_id AND a.hide_identity)
      THEN ''
    ELSE acorn_search_text((SELECT company_name FROM company_profiles c WHERE c.user_id = acorn_owner_search_text.owner_id))
  END;--> statement-breakpoint
CREATE OR REPLACE FUNCTION acorn_content_search_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_owner := acorn_owner_search_text(NEW.id, NEW.owner_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION acorn_company_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_items SET search_owner = acorn_owner_search_text(id, owner_id) WHERE owner_id = NEW.user_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The listing's row comes after its item's, and its owner may hide or show the identity later.
CREATE FUNCTION acorn_listing_identity_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_items SET search_owner = acorn_owner_search_text(id, owner_id) WHERE id = NEW.content_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER advisor_listings_identity AFTER INSERT OR UPDATE OF hide_identity ON advisor_listings
  FOR EACH ROW EXECUTE FUNCTION acorn_listing_identity_changed();--> statement-breakpoint
UPDATE content_items SET search_owner = '' WHERE id IN (SELECT content_id FROM advisor_listings WHERE hide_identity);
