CREATE TABLE "advisor_payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"advisor_id" integer NOT NULL,
	"participant_id" integer NOT NULL,
	"month" smallint NOT NULL,
	"year" smallint NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mfa_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pending_secret" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_expertise_sectors" (
	"user_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "user_expertise_sectors_user_id_sector_id_pk" PRIMARY KEY("user_id","sector_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "about_company" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_year_turnover" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "no_of_emplyees" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "online_presence" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_online_presence" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_linkedin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_facebook" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_twitter" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_instagram" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_youtube" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_website" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pomservicesseller" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_job_function" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_another_information" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_another_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_another_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_another_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_email_share_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_phone_share_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_address_share_status" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificate_file_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisor_payment_requests" ADD CONSTRAINT "advisor_payment_requests_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_payment_requests" ADD CONSTRAINT "advisor_payment_requests_participant_id_users_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_payment_requests" ADD CONSTRAINT "advisor_payment_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_payment_requests" ADD CONSTRAINT "advisor_payment_requests_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_expertise_sectors" ADD CONSTRAINT "user_expertise_sectors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_expertise_sectors" ADD CONSTRAINT "user_expertise_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_payment_requests_once_idx" ON "advisor_payment_requests" USING btree ("advisor_id","participant_id","year","month");--> statement-breakpoint
CREATE INDEX "advisor_payment_requests_status_idx" ON "advisor_payment_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");