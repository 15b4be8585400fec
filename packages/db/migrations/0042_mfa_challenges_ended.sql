-- The retention job deletes operators' sign-in challenges 30 days after they were used or
-- expired, by the same expression (decision 056).
CREATE INDEX "mfa_challenges_ended_idx" ON "mfa_challenges" USING btree (least("used_at", "expires_at"));
