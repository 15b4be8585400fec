CREATE TABLE "personal_data_exports" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"exported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;