import { createHash, randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../client';
import { invitationCodes } from '../../schema/index';
import { DEMO_DOMAIN, type DemoOperator, OPERATOR_EMAIL } from './accounts';
import { type DemoAuditEntry, operatorAction } from './audit';
import { daysAgo } from './dates';

export const demoOperator = (brandName: string): DemoOperator => ({
  role: 'operator',
  label: `${brandName} operator (moderation and catalogues)`,
  row: { email: OPERATOR_EMAIL, language: 'en', name: `${brandName} Operations` },
  registeredDaysAgo: 420,
});

/** How long an invitation stays open, as the console sends them. */
const INVITATION_MS = 30 * 24 * 60 * 60_000;

/**
 * An invitation the new operator sent to an advisor who has not registered yet. As the API does,
 * only the SHA-256 of a random code is kept; the code went nowhere, so nobody can use it.
 */
export async function seedInvitation(options: {
  tx: DbExecutor;
  operatorId: number;
  now: Date;
}): Promise<DemoAuditEntry[]> {
  const { tx, operatorId, now } = options;
  const email = `joana.ribeiro@${DEMO_DOMAIN}`;
  const sentAt = daysAgo(now, 3, 16);
  const code = randomBytes(32).toString('base64url');
  const [invitation] = await tx
    .insert(invitationCodes)
    .values({
      code_hash: createHash('sha256').update(code).digest('hex'),
      email,
      invited_by: operatorId,
      created_at: sentAt,
      expires_at: new Date(sentAt.getTime() + INVITATION_MS),
    })
    .returning({ id: invitationCodes.id });
  return [
    operatorAction(
      'invitation.send',
      { type: 'invitation', id: invitation!.id },
      { after: { email } },
      sentAt,
    ),
  ];
}
