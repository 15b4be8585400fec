CREATE TABLE "educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"academy" text NOT NULL,
	"degree" text NOT NULL,
	"type_of_degree" text,
	"field_of_study" text,
	"description" text,
	"init_date" date,
	"end_date" date,
	"image_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "educations_dates_check" CHECK ("educations"."end_date" >= "educations"."init_date")
);
--> statement-breakpoint
CREATE TABLE "expertises" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"position" text NOT NULL,
	"highlights" text,
	"current_job" boolean DEFAULT false NOT NULL,
	"init_date" date NOT NULL,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expertises_dates_check" CHECK ("expertises"."end_date" >= "expertises"."init_date"),
	CONSTRAINT "expertises_current_job_check" CHECK (not "expertises"."current_job" or "expertises"."end_date" is null)
);
--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expertises" ADD CONSTRAINT "expertises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "educations_user_idx" ON "educations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "educations_image_idx" ON "educations" USING btree ("image_file_id") WHERE "educations"."image_file_id" is not null;--> statement-breakpoint
CREATE INDEX "expertises_user_idx" ON "expertises" USING btree ("user_id");