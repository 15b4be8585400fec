CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_item_type_check" CHECK ("reports"."item_type" in ('review', 'referral', 'content')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'kept', 'hidden'))
);
--> statement-breakpoint
DROP INDEX "referrals_public_idx";--> statement-breakpoint
DROP INDEX "reviews_public_idx";--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reply_body" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_body" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_idx" ON "reports" USING btree ("reporter_id","item_type","item_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_item_idx" ON "reports" USING btree ("item_type","item_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "feedback_requests_reminder_idx" ON "feedback_requests" USING btree ("created_at") WHERE "feedback_requests"."request_type" = 'ask' and "feedback_requests"."used_at" is null and "feedback_requests"."reminded_at" is null;--> statement-breakpoint
CREATE INDEX "referrals_public_idx" ON "referrals" USING btree ("user_id","reffer_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "referrals"."show_public" and "referrals"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_public_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."show_public" and "reviews"."hidden_at" is null;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reply_check" CHECK (("referrals"."reply_body" is null) = ("referrals"."reply_at" is null));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply_body" is null) = ("reviews"."reply_at" is null));