import { feedbackReplyResponseSchema, feedbackSwitchResponseSchema } from '@acorn/contracts';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/** The spec's payload names only what the request has: fields left empty are not sent. */
const withoutBlanks = (body: object) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null && value !== undefined));

/** POST `path` of an ask (mailed) or a give of reviews or referrals, its checked body without blanks. */
export const sendFeedbackPermit = <Answer>(path: string, input: object, schema: z.ZodMiniType<Answer>) =>
  apiRequest(path, { method: 'POST', body: withoutBlanks(input), schema });

/** POST `path`: the Show Public switch of one of the caller's reviews or referrals. */
export const changeShowPublic = (path: string, id: number, showPublic: 'yes' | 'no') =>
  apiRequest(path, {
    method: 'POST',
    body: { id, reffer_status: showPublic },
    schema: feedbackSwitchResponseSchema,
  });

/** POST `path`: the company's one public answer to a review or a referral. */
export const sendFeedbackReply = (path: string, body: string) =>
  apiRequest(path, { method: 'POST', body: { body }, schema: feedbackReplyResponseSchema });
