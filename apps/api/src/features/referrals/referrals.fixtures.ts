import type { AddReferralInput, AddReferralPermitInput, ReferralType } from '@acorn/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/accounts';
import type { SmtpSink } from '../../test/smtp-sink';

/** What a giver types into the form for a code of `type`: a testimonial with its project and dates. */
export const referralBody = (code: string, type: ReferralType, extra: Partial<AddReferralInput> = {}) => ({
  code,
  reffertype: type,
  description: `A ${type} from a partner who knows the work.`,
  name: 'Inês Duarte',
  job_function: 'Head of exports',
  company_name: 'Quinta Azul',
  ...(type === 'testimonial'
    ? { project_name: 'Iberian distribution', from_date: '2025-01-10', to_date: '2025-06-30' }
    : {}),
  ...extra,
});

/** The referral calls as a member (a token) or a guest (none). */
export function referralCalls(app: FastifyInstance) {
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? bearer(token) : {} });
  return {
    post,
    permit: (token: string, payload: AddReferralPermitInput) => post('/addReferralPermit', payload, token),
    validate: (code: string, token?: string) =>
      token
        ? post('/validateReferralPermit', { code }, token)
        : post('/validateReferralPermitGuest', { code }),
    submit: (payload: object, token?: string) =>
      token ? post('/addReferral', payload, token) : post('/addReferralGuest', payload),
    mine: (token: string, type: ReferralType) => post('/listmyReferral', { reffer_type: type }, token),
    reply: (token: string, id: number | string, body: unknown) =>
      post(`/referrals/${id}/reply`, { body }, token),
    change: (token: string, id: number, status: 'yes' | 'no') =>
      post('/changeMyReferral', { id, reffer_status: status }, token),
    publicOf: (token: string, userId: number, type: ReferralType) =>
      post('/listPublicReferral', { user_id: userId, reffer_type: type }, token),
  };
}

/** The code of the give link mailed to `email` (taken out of the sink), and the mail. */
export async function mailedReferralCode(sink: SmtpSink, email: string) {
  const message = await sink.waitFor((m) => m.to.includes(email.toLowerCase()), 10_000);
  sink.messages.splice(sink.messages.indexOf(message), 1);
  const match = /\/give\/(referral|guest-referral)\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match?.[2]) throw new Error('no give link in the mail');
  return { code: match[2], page: match[1], message };
}
