CREATE TABLE "user_secrets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"payment_account_iban" text,
	"payment_account_swift" text,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_counter" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisor_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"job_function" text,
	"phone_number" text,
	"personal_email" text,
	"company_name" text,
	"company_sector_id" integer,
	"country_id" integer,
	"company_legal_name" text,
	"vatnumber" text,
	"address1" text,
	"address2" text,
	"postal_code" text,
	"state" text,
	"city" text,
	"linkedin" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"youtube" text,
	"website" text,
	"bio" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"photo_file_id" integer,
	"cv_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"job_function" text,
	"phone_number" text,
	"personal_email" text,
	"company_name" text,
	"company_sector_id" integer,
	"country_id" integer,
	"company_legal_name" text,
	"vatnumber" text,
	"address1" text,
	"address2" text,
	"postal_code" text,
	"state" text,
	"city" text,
	"linkedin" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"youtube" text,
	"website" text,
	"bio" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_seller" boolean DEFAULT false NOT NULL,
	"pomservicesseller" boolean DEFAULT false NOT NULL,
	"country_code" text,
	"personal_linkedin" text,
	"personal_facebook" text,
	"personal_twitter" text,
	"personal_instagram" text,
	"personal_youtube" text,
	"personal_website" text,
	"personal_online_presence" jsonb,
	"headline" text,
	"about_company" text,
	"company_email" text,
	"company_phone" text,
	"company_logo_file_id" integer,
	"last_year_turnover" text,
	"no_of_emplyees" text,
	"online_presence" jsonb,
	"certificate_file_id" integer,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"contact_job_function" text,
	"contact_another_information" jsonb,
	"company_another_email" text,
	"company_another_phone" text,
	"company_another_address" text,
	"company_email_share_status" boolean DEFAULT false NOT NULL,
	"company_phone_share_status" boolean DEFAULT false NOT NULL,
	"company_address_share_status" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- The data moves before its columns go: each participant's row becomes a company profile and each
-- advisor's an advisor profile (an operator keeps its name; no form writes anything else for one),
-- and the bank details and second factors saved so far move to user_secrets.
INSERT INTO "company_profiles" (
	"user_id", "job_function", "phone_number", "personal_email", "company_name",
	"company_sector_id", "country_id", "company_legal_name", "vatnumber", "address1", "address2",
	"postal_code", "state", "city", "linkedin", "facebook", "twitter", "instagram", "youtube",
	"website", "bio", "updated_at", "is_seller", "pomservicesseller", "country_code",
	"personal_linkedin", "personal_facebook", "personal_twitter", "personal_instagram",
	"personal_youtube", "personal_website", "personal_online_presence", "headline",
	"about_company", "company_email", "company_phone", "company_logo_file_id",
	"last_year_turnover", "no_of_emplyees", "online_presence", "certificate_file_id",
	"contact_name", "contact_email", "contact_phone", "contact_job_function",
	"contact_another_information", "company_another_email", "company_another_phone",
	"company_another_address", "company_email_share_status", "company_phone_share_status",
	"company_address_share_status"
)
SELECT
	"id", "job_function", "phone_number", "personal_email", "company_name", "company_sector_id",
	"country_id", "company_legal_name", "vatnumber", "address1", "address2", "postal_code",
	"state", "city", "linkedin", "facebook", "twitter", "instagram", "youtube", "website", "bio",
	"updated_at", "is_seller", "pomservicesseller", "country_code", "personal_linkedin",
	"personal_facebook", "personal_twitter", "personal_instagram", "personal_youtube",
	"personal_website", "personal_online_presence", "headline", "about_company", "company_email",
	"company_phone", "company_logo_file_id", "last_year_turnover", "no_of_emplyees",
	"online_presence", "certificate_file_id", "contact_name", "contact_email", "contact_phone",
	"contact_job_function", "contact_another_information", "company_another_email",
	"company_another_phone", "company_another_address", "company_email_share_status",
	"company_phone_share_status", "company_address_share_status"
FROM "users" WHERE "cb_roles_id" = 1;--> statement-breakpoint
INSERT INTO "advisor_profiles" (
	"user_id", "job_function", "phone_number", "personal_email", "company_name",
	"company_sector_id", "country_id", "company_legal_name", "vatnumber", "address1", "address2",
	"postal_code", "state", "city", "linkedin", "facebook", "twitter", "instagram", "youtube",
	"website", "bio", "updated_at", "photo_file_id", "cv_file_id"
)
SELECT
	"id", "job_function", "phone_number", "personal_email", "company_name", "company_sector_id",
	"country_id", "company_legal_name", "vatnumber", "address1", "address2", "postal_code",
	"state", "city", "linkedin", "facebook", "twitter", "instagram", "youtube", "website", "bio",
	"updated_at", "photo_file_id", "cv_file_id"
FROM "users" WHERE "cb_roles_id" = 2;--> statement-breakpoint
INSERT INTO "user_secrets" (
	"user_id", "payment_account_iban", "payment_account_swift", "totp_secret", "totp_enabled_at",
	"totp_last_counter", "updated_at"
)
SELECT
	"id", "payment_account_iban", "payment_account_swift", "totp_secret", "totp_enabled_at",
	"totp_last_counter", "updated_at"
FROM "users"
WHERE "payment_account_iban" IS NOT NULL OR "payment_account_swift" IS NOT NULL
	OR "totp_secret" IS NOT NULL OR "totp_enabled_at" IS NOT NULL OR "totp_last_counter" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_company_sector_id_sectors_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_country_id_countries_id_fk";
--> statement-breakpoint
DROP INDEX "users_vatnumber_idx";--> statement-breakpoint
ALTER TABLE "user_secrets" ADD CONSTRAINT "user_secrets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD CONSTRAINT "advisor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD CONSTRAINT "advisor_profiles_company_sector_id_sectors_id_fk" FOREIGN KEY ("company_sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD CONSTRAINT "advisor_profiles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD CONSTRAINT "advisor_profiles_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD CONSTRAINT "advisor_profiles_cv_file_id_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_company_sector_id_sectors_id_fk" FOREIGN KEY ("company_sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_company_logo_file_id_files_id_fk" FOREIGN KEY ("company_logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_certificate_file_id_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_profiles_vatnumber_idx" ON "advisor_profiles" USING btree ("vatnumber");--> statement-breakpoint
CREATE UNIQUE INDEX "company_profiles_vatnumber_idx" ON "company_profiles" USING btree ("vatnumber");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_seller";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "job_function";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "phone_number";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_sector_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "country_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "bio";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_legal_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "vatnumber";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "address1";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "address2";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "postal_code";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "city";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "linkedin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "facebook";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "twitter";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "instagram";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "youtube";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "website";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "payment_account_iban";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "payment_account_swift";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo_file_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "cv_file_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "headline";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "about_company";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_email";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_phone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_logo_file_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_year_turnover";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "no_of_emplyees";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "online_presence";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personal_online_presence";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personal_linkedin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personal_facebook";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personal_twitter";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personal_instagram";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personal_youtube";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personal_website";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "country_code";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "personal_email";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pomservicesseller";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "contact_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "contact_email";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "contact_phone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "contact_job_function";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "contact_another_information";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_another_email";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_another_phone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_another_address";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_email_share_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_phone_share_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "company_address_share_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "certificate_file_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_secret";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_enabled_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "totp_last_counter";