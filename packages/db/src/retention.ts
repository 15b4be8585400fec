/**
 * How long what expires is kept after it ended, in days: the retention jobs purge by these
 * (apps/api/src/jobs/retention.ts), and the personal-data inventory cites them (decision 056).
 */
export const RETENTION_DAYS = {
  /** A session, once revoked or past its absolute expiry: kept to answer "was this me?" questions. */
  endedSessions: 30,
  /**
   * An e-mailed code (password reset, advisor invitation, an ask for a review or a referral that
   * was never answered), once used, voided or expired. An answered ask stays with its feedback:
   * it is the feedback's evidence ('invited') and a guest's name.
   */
  endedCodes: 30,
  /** The html and text of a sent mail; its row (recipient, subject, dates) stays. */
  sentMailBodies: 30,
  /** The client address an audit entry was written from; the entry itself stays. */
  auditAddresses: 365,
} as const;
