CREATE TABLE "advisor_listing_languages" (
	"content_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "advisor_listing_languages_content_id_language_id_pk" PRIMARY KEY("content_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "advisor_listings" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"hide_identity" boolean DEFAULT true NOT NULL,
	"job_function" text,
	"experience_start_date" date,
	"bio" text,
	"business_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_previous_functions" text[] DEFAULT '{}'::text[] NOT NULL,
	"main_career_achievement" text,
	"geography" text,
	"email" text,
	"phone_number" text,
	"website" text,
	"linkedin" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"youtube" text,
	"city" text,
	"country_id" integer
);
--> statement-breakpoint
ALTER TABLE "advisor_listing_languages" ADD CONSTRAINT "advisor_listing_languages_content_id_advisor_listings_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."advisor_listings"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_listing_languages" ADD CONSTRAINT "advisor_listing_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_listings" ADD CONSTRAINT "advisor_listings_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_listings" ADD CONSTRAINT "advisor_listings_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;