import type { Db } from '@acorn/db';
import { purgeEndedInvitations, purgeEndedPasswordResets, purgeEndedSessions } from '../features/accounts';
import { purgeEndedMfaChallenges } from '../features/admin';
import { purgeEndedFeedbackRequests } from '../features/feedback';
import { purgeSentMailBodies } from '../integrations/mail/mail-queue';
import { forgetAuditAddresses } from '../lib/audit';

/**
 * Purges what expired, each by its owner's one set-based statement under the periods of
 * packages/db RETENTION_DAYS (decision 056); safe to repeat, a second run changes nothing.
 * Answers how many rows each purge changed.
 */
export async function runRetention(options: { db: Db }) {
  const { db } = options;
  return {
    sessions: await purgeEndedSessions({ db }),
    passwordResets: await purgeEndedPasswordResets({ db }),
    invitations: await purgeEndedInvitations({ db }),
    mfaChallenges: await purgeEndedMfaChallenges({ db }),
    feedbackRequests: await purgeEndedFeedbackRequests({ db }),
    mailBodies: await purgeSentMailBodies({ db }),
    auditAddresses: await forgetAuditAddresses({ db }),
  };
}
