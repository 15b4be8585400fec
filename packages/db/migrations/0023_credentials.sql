CREATE TABLE "credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"file_id" integer,
	"user_status" text DEFAULT 'unpublish' NOT NULL,
	"admin_status" text DEFAULT 'underreview' NOT NULL,
	"deny_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credentials_kind_check" CHECK ("credentials"."kind" in ('award', 'certificate')),
	CONSTRAINT "credentials_user_status_check" CHECK ("credentials"."user_status" in ('publish', 'unpublish')),
	CONSTRAINT "credentials_admin_status_check" CHECK ("credentials"."admin_status" in ('underreview', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credentials_user_idx" ON "credentials" USING btree ("user_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "credentials_file_idx" ON "credentials" USING btree ("file_id") WHERE "credentials"."file_id" is not null;--> statement-breakpoint
CREATE INDEX "credentials_review_idx" ON "credentials" USING btree ("admin_status","created_at","id") WHERE "credentials"."admin_status" <> 'approved';