-- Wants by item with the member beside it: the feedback lists' evidence ("who wanted this
-- company's items") reads the index alone instead of scanning every Want. Created before the
-- old index goes, so reads by item always have one.
CREATE INDEX "interests_content_user_idx" ON "interests" USING btree ("content_id","user_id");--> statement-breakpoint
DROP INDEX "interests_content_idx";
