CREATE TABLE "sampling_applications" (
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sampling_applications_content_id_user_id_pk" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "samplings" (
	"content_id" integer PRIMARY KEY NOT NULL,
	"no_of_offers" integer NOT NULL,
	"available" integer NOT NULL,
	"prefered_date" date NOT NULL,
	"date_of_giveaway" date,
	"winning_criteria" text,
	CONSTRAINT "samplings_no_of_offers_check" CHECK ("samplings"."no_of_offers" > 0),
	CONSTRAINT "samplings_available_check" CHECK ("samplings"."available" >= 0 and "samplings"."available" <= "samplings"."no_of_offers")
);
--> statement-breakpoint
ALTER TABLE "sampling_applications" ADD CONSTRAINT "sampling_applications_content_id_samplings_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."samplings"("content_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_applications" ADD CONSTRAINT "sampling_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samplings" ADD CONSTRAINT "samplings_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sampling_applications_user_idx" ON "sampling_applications" USING btree ("user_id","created_at" DESC NULLS LAST);