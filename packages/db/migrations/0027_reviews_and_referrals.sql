CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reviewer_id" integer,
	"reffer_type" text NOT NULL,
	"name" text NOT NULL,
	"job_function" text,
	"company_name" text,
	"project_name" text,
	"from_date" date,
	"to_date" date,
	"description" text NOT NULL,
	"show_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_type_check" CHECK ("referrals"."reffer_type" in ('recommendation', 'testimonial')),
	CONSTRAINT "referrals_dates_check" CHECK ("referrals"."to_date" >= "referrals"."from_date")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reviewer_id" integer,
	"name" text NOT NULL,
	"job_function" text,
	"company_name" text,
	"sector_id" integer,
	"project_name" text,
	"from_date" date,
	"to_date" date,
	"description" text NOT NULL,
	"rating_value" smallint NOT NULL,
	"show_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating_value" between 1 and 5),
	CONSTRAINT "reviews_dates_check" CHECK ("reviews"."to_date" >= "reviews"."from_date")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_public_idx" ON "referrals" USING btree ("user_id","reffer_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "referrals"."show_public";--> statement-breakpoint
CREATE INDEX "referrals_user_idx" ON "referrals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referrals_reviewer_idx" ON "referrals" USING btree ("reviewer_id") WHERE "referrals"."reviewer_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_public_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."show_public";--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id") WHERE "reviews"."reviewer_id" is not null;