CREATE TABLE "feedback_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reffer_type" text,
	"request_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"answerer_id" integer,
	"guest_name" text,
	"guest_email" text,
	"project_name" text,
	"need_id" integer,
	"message" text,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_requests_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "feedback_requests_kind_check" CHECK ("feedback_requests"."kind" in ('referral', 'review')),
	CONSTRAINT "feedback_requests_request_type_check" CHECK ("feedback_requests"."request_type" in ('ask', 'give')),
	CONSTRAINT "feedback_requests_reffer_type_check" CHECK (("feedback_requests"."kind" = 'referral') = ("feedback_requests"."reffer_type" is not null) and "feedback_requests"."reffer_type" in ('recommendation', 'testimonial')),
	CONSTRAINT "feedback_requests_answerer_check" CHECK (("feedback_requests"."answerer_id" is null) = ("feedback_requests"."guest_email" is not null) and ("feedback_requests"."guest_email" is null or "feedback_requests"."request_type" = 'ask'))
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_answerer_id_users_id_fk" FOREIGN KEY ("answerer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_requests" ADD CONSTRAINT "feedback_requests_need_id_content_items_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_requests_user_idx" ON "feedback_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_requests_answerer_idx" ON "feedback_requests" USING btree ("answerer_id","created_at") WHERE "feedback_requests"."answerer_id" is not null;--> statement-breakpoint
CREATE INDEX "feedback_requests_guest_email_idx" ON "feedback_requests" USING btree (lower("guest_email"),"created_at") WHERE "feedback_requests"."guest_email" is not null;--> statement-breakpoint
CREATE INDEX "feedback_requests_need_idx" ON "feedback_requests" USING btree ("need_id") WHERE "feedback_requests"."need_id" is not null;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_request_id_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feedback_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_request_idx" ON "referrals" USING btree ("request_id") WHERE "referrals"."request_id" is not null;