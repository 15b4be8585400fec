CREATE TABLE "content_countries" (
	"content_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "content_countries_content_id_country_id_pk" PRIMARY KEY("content_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "content_files" (
	"content_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_files_content_id_file_id_pk" PRIMARY KEY("content_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"deny_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"opening_date" date,
	"deadline" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_title" text DEFAULT '' NOT NULL,
	"search_body" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')) STORED NOT NULL,
	CONSTRAINT "content_items_type_check" CHECK ("content_items"."type" in ('offer', 'opportunity', 'campaign', 'post', 'sampling', 'protocol', 'advisor')),
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" in ('draft', 'pending', 'published', 'denied'))
);
--> statement-breakpoint
CREATE TABLE "content_sectors" (
	"content_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "content_sectors_content_id_sector_id_pk" PRIMARY KEY("content_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "content_services" (
	"content_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "content_services_content_id_service_id_pk" PRIMARY KEY("content_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "market_item_proposal_factors" (
	"content_id" integer NOT NULL,
	"proposal_factor_id" integer NOT NULL,
	CONSTRAINT "market_item_proposal_factors_content_id_proposal_factor_id_pk" PRIMARY KEY("content_id","proposal_factor_id")
);
--> statement-breakpoint
CREATE TABLE "market_items" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"service_id" integer,
	"target_company_size" text,
	"target_company_revenue" text,
	"need" text,
	"innovation_areas" text,
	"strengths" text,
	"what_brand_famous" text,
	"scoring_board_reviews" boolean DEFAULT false NOT NULL,
	"scoring_board_testimonials" boolean DEFAULT false NOT NULL,
	"scoring_board_recommendations" boolean DEFAULT false NOT NULL,
	"scoring_board_certificates" boolean DEFAULT false NOT NULL,
	"scoring_board_awards" boolean DEFAULT false NOT NULL,
	"scoring_board_publications" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_countries" ADD CONSTRAINT "content_countries_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_countries" ADD CONSTRAINT "content_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sectors" ADD CONSTRAINT "content_sectors_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_sectors" ADD CONSTRAINT "content_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_services" ADD CONSTRAINT "content_services_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_services" ADD CONSTRAINT "content_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_item_proposal_factors" ADD CONSTRAINT "market_item_proposal_factors_content_id_market_items_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."market_items"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_item_proposal_factors" ADD CONSTRAINT "market_item_proposal_factors_proposal_factor_id_proposal_factors_id_fk" FOREIGN KEY ("proposal_factor_id") REFERENCES "public"."proposal_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_items" ADD CONSTRAINT "market_items_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_items" ADD CONSTRAINT "market_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_countries_country_idx" ON "content_countries" USING btree ("country_id","content_id");--> statement-breakpoint
CREATE INDEX "content_files_file_idx" ON "content_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_owner_idx" ON "content_items" USING btree ("owner_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_moderation_idx" ON "content_items" USING btree ("status","type","created_at");--> statement-breakpoint
CREATE INDEX "content_items_deadline_idx" ON "content_items" USING btree ("deadline") WHERE "content_items"."status" = 'published';--> statement-breakpoint
CREATE INDEX "content_items_search_idx" ON "content_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_sectors_sector_idx" ON "content_sectors" USING btree ("sector_id","content_id");--> statement-breakpoint
CREATE INDEX "content_services_service_idx" ON "content_services" USING btree ("service_id","content_id");