CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_es" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"is_eu" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_es" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "option_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_key" text NOT NULL,
	"key" text NOT NULL,
	"group_key" text,
	"name" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_es" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_prt" text NOT NULL,
	"name_spn" text NOT NULL,
	"services" text NOT NULL,
	"services_prt" text NOT NULL,
	"services_spn" text NOT NULL,
	"full_description" text NOT NULL,
	"full_description_prt" text NOT NULL,
	"full_description_spn" text NOT NULL,
	"monthly_cost" numeric(10, 2) NOT NULL,
	"yearly_cost" numeric(10, 2) NOT NULL,
	"available_features" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_es" text NOT NULL,
	"content" text NOT NULL,
	"content_pt" text NOT NULL,
	"content_es" text NOT NULL,
	"upload_pdf" text,
	"upload_pdf_pr" text,
	"upload_pdf_es" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pom_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_es" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_es" text NOT NULL,
	"stage" text NOT NULL,
	"stage_pt" text NOT NULL,
	"stage_es" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_es" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_pt" text NOT NULL,
	"name_es" text NOT NULL,
	"stage" text NOT NULL,
	"stage_pt" text NOT NULL,
	"stage_es" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisor_participants" (
	"advisor_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_participants_advisor_id_participant_id_pk" PRIMARY KEY("advisor_id","participant_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"cb_roles_id" smallint NOT NULL,
	"step" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"payment_status" text,
	"is_seller" boolean DEFAULT false NOT NULL,
	"accept_rgpd" boolean DEFAULT false NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"provider" text,
	"provider_subject" text,
	"language" text DEFAULT 'en' NOT NULL,
	"package_id" integer,
	"name" text,
	"job_function" text,
	"phone_number" text,
	"company_name" text,
	"company_sector_id" integer,
	"country_id" integer,
	"bio" text,
	"ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_participants" ADD CONSTRAINT "advisor_participants_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_participants" ADD CONSTRAINT "advisor_participants_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_sector_id_sectors_id_fk" FOREIGN KEY ("company_sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "option_items_list_key_key_idx" ON "option_items" USING btree ("list_key","key");--> statement-breakpoint
CREATE INDEX "option_items_list_position_idx" ON "option_items" USING btree ("list_key","position");--> statement-breakpoint
CREATE INDEX "advisor_participants_participant_idx" ON "advisor_participants" USING btree ("participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_provider_subject_idx" ON "users" USING btree ("provider","provider_subject");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("cb_roles_id");