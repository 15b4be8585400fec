ALTER TABLE "mail_queue" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invitation_codes_ended_idx" ON "invitation_codes" USING btree (least("used_at", "expires_at"));--> statement-breakpoint
CREATE INDEX "mail_queue_failed_idx" ON "mail_queue" USING btree ("failed_at") WHERE "mail_queue"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "mail_queue_sent_bodies_idx" ON "mail_queue" USING btree ("sent_at") WHERE "mail_queue"."status" = 'sent' and "mail_queue"."html" is not null;--> statement-breakpoint
CREATE INDEX "password_resets_ended_idx" ON "password_resets" USING btree (least("used_at", "expires_at"));--> statement-breakpoint
CREATE INDEX "sessions_ended_idx" ON "sessions" USING btree (least("revoked_at", "expires_at"));--> statement-breakpoint
CREATE INDEX "audit_log_ip_created_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."ip" is not null;--> statement-breakpoint
CREATE INDEX "feedback_requests_ended_idx" ON "feedback_requests" USING btree (least("used_at", "expires_at"));--> statement-breakpoint
-- Mail that had failed for good before failed_at existed: its last attempt ended within the
-- lease (next_attempt_at) of its final claim.
UPDATE "mail_queue" SET "failed_at" = "next_attempt_at" WHERE "status" = 'failed';
