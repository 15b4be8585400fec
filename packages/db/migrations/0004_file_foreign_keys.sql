-- Files referenced from users; a deleted file leaves the reference empty rather than dangling.
-- (Written by hand: users and files refer to each other, which the schema files cannot express.)
UPDATE "users" SET "photo_file_id" = NULL WHERE "photo_file_id" IS NOT NULL AND "photo_file_id" NOT IN (SELECT "id" FROM "files");--> statement-breakpoint
UPDATE "users" SET "cv_file_id" = NULL WHERE "cv_file_id" IS NOT NULL AND "cv_file_id" NOT IN (SELECT "id" FROM "files");--> statement-breakpoint
UPDATE "users" SET "company_logo_file_id" = NULL WHERE "company_logo_file_id" IS NOT NULL AND "company_logo_file_id" NOT IN (SELECT "id" FROM "files");--> statement-breakpoint
UPDATE "users" SET "certificate_file_id" = NULL WHERE "certificate_file_id" IS NOT NULL AND "certificate_file_id" NOT IN (SELECT "id" FROM "files");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cv_file_id_files_id_fk" FOREIGN KEY ("cv_file_id") REFERENCES "public"."files"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_logo_file_id_files_id_fk" FOREIGN KEY ("company_logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_certificate_file_id_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."files"("id") ON DELETE set null;
