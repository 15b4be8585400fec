ALTER TABLE "referral_conversions" RENAME TO "affiliate_signups";--> statement-breakpoint
ALTER SEQUENCE "referral_conversions_id_seq" RENAME TO "affiliate_signups_id_seq";--> statement-breakpoint
ALTER INDEX "referral_conversions_subscription_idx" RENAME TO "affiliate_signups_subscription_idx";--> statement-breakpoint
ALTER INDEX "referral_conversions_ref_idx" RENAME TO "affiliate_signups_ref_idx";--> statement-breakpoint
-- Every constraint the table's old name named: the primary key, the two foreign keys and, on PostgreSQL 18, the NOT NULL ones.
DO $$
DECLARE
  old_name text;
BEGIN
  FOR old_name IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = '"affiliate_signups"'::regclass AND conname LIKE 'referral\_conversions\_%'
  LOOP
    EXECUTE format(
      'ALTER TABLE "affiliate_signups" RENAME CONSTRAINT %I TO %I',
      old_name,
      'affiliate_signups_' || substr(old_name, length('referral_conversions_') + 1)
    );
  END LOOP;
END $$;
