-- Counts kept per e-mail alone cannot be split by client; they only ever mattered for ten minutes.
DELETE FROM "login_throttles";--> statement-breakpoint
ALTER TABLE "login_throttles" DROP CONSTRAINT "login_throttles_pkey";--> statement-breakpoint
ALTER TABLE "login_throttles" ADD COLUMN "client_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttles" ADD CONSTRAINT "login_throttles_email_key_client_key_pk" PRIMARY KEY("email_key","client_key");
