ALTER TABLE "company_profiles" ADD COLUMN "delinquency_rating" smallint;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "failure_rating" smallint;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "tax_debts" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "social_security_debts" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_delinquency_rating_check" CHECK ("company_profiles"."delinquency_rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_failure_rating_check" CHECK ("company_profiles"."failure_rating" between 1 and 4);--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_tax_debts_check" CHECK ("company_profiles"."tax_debts" in ('OK', 'NOK'));--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_social_security_debts_check" CHECK ("company_profiles"."social_security_debts" in ('OK', 'NOK'));