import type { AddReviewInput, AddReviewPermitInput } from '@acorn/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/accounts';
import type { SmtpSink } from '../../test/smtp-sink';

/** What a reviewer types into the give form for `code`, scoring in `sector`. */
export const reviewBody = (code: string, sector: number, extra: Partial<AddReviewInput> = {}) => ({
  code,
  description: 'Delivered the cork stoppers on time and to spec.',
  from_date: '2025-01-10',
  to_date: '2025-06-30',
  name: 'Inês Duarte',
  job_function: 'Head of exports',
  company_name: 'Quinta Azul',
  sector,
  rating_value: 4,
  ...extra,
});

/** The review calls as a member (a token) or a guest (none). */
export function reviewCalls(app: FastifyInstance) {
  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, headers: token ? bearer(token) : {} });
  return {
    post,
    permit: (token: string, payload: AddReviewPermitInput) => post('/addReviewPermit', payload, token),
    needs: (token: string, participant: number) => post('/listofNeedsForReview', { participant }, token),
    validate: (code: string, token?: string) =>
      token ? post('/validateReviewPermit', { code }, token) : post('/validateReviewPermitGuest', { code }),
    submit: (payload: object, token?: string) =>
      token ? post('/addReview', payload, token) : post('/addReviewGuest', payload),
    mine: (token: string) => app.inject({ method: 'GET', url: '/api/listmyReview', headers: bearer(token) }),
    reply: (token: string, id: number | string, body: unknown) =>
      post(`/reviews/${id}/reply`, { body }, token),
    change: (token: string, id: number, status: 'yes' | 'no') =>
      post('/changeMyReview', { id, reffer_status: status }, token),
    publicOf: (token: string, userId: number) => post('/listPublicReview', { user_id: userId }, token),
  };
}

/** The code of the review link mailed to `email` (taken out of the sink), and the mail. */
export async function mailedReviewCode(sink: SmtpSink, email: string) {
  const message = await sink.waitFor((m) => m.to.includes(email.toLowerCase()), 10_000);
  sink.messages.splice(sink.messages.indexOf(message), 1);
  const match = /\/give\/review\/([A-Za-z0-9_-]+)/.exec(message.text);
  if (!match?.[1]) throw new Error('no review link in the mail');
  return { code: match[1], message };
}
