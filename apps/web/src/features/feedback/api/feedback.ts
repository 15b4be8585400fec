import {
  type AddReferralInput,
  type AddReferralPermitInput,
  type AddReviewInput,
  type AddReviewPermitInput,
  addReferralPermitResponseSchema,
  addReferralResponseSchema,
  addReviewPermitResponseSchema,
  addReviewResponseSchema,
  type ReferralType,
  type ReportInput,
  referralPermitResponseSchema,
  reportResponseSchema,
  reviewPermitResponseSchema,
} from '@acorn/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';

/**
 * Who answers a give link: a signed-in member through the member calls, a guest (the e-mailed
 * link of an ask to someone outside the platform) through the Guest calls (spec §7).
 */
export type Giver = 'member' | 'guest';

const guestSuffix = (giver: Giver) => (giver === 'guest' ? 'Guest' : '');

/**
 * POST `path` (or its Guest call for a guest) with a give link's code: what its page shows. The
 * codes do not change: a validated one is read once per visit of its page.
 */
const permitQuery = <Permit>(
  kind: 'referral' | 'review',
  path: string,
  schema: z.ZodMiniType<{ data: Permit }>,
  code: string,
  giver: Giver,
) =>
  queryOptions({
    queryKey: ['feedback', 'permit', kind, giver, code],
    queryFn: ({ signal }) =>
      apiRequest(`${path}${guestSuffix(giver)}`, { method: 'POST', body: { code }, schema, signal }).then(
        (answer) => answer.data,
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** POST /api/validateReferralPermit(Guest): the referral's type and the company it is for. */
export const referralPermitQuery = (code: string, giver: Giver) =>
  permitQuery('referral', '/api/validateReferralPermit', referralPermitResponseSchema, code, giver);

/** POST /api/validateReviewPermit(Guest): the company reviewed, and the project and need asked about. */
export const reviewPermitQuery = (code: string, giver: Giver) =>
  permitQuery('review', '/api/validateReviewPermit', reviewPermitResponseSchema, code, giver);

/** POST /api/addReferral(Guest): the give form's referral. */
export const sendReferral = (input: AddReferralInput, giver: Giver) =>
  apiRequest(`/api/addReferral${guestSuffix(giver)}`, {
    method: 'POST',
    body: input,
    schema: addReferralResponseSchema,
  });

/** POST /api/addReview(Guest): the give form's review. */
export const sendReview = (input: AddReviewInput, giver: Giver) =>
  apiRequest(`/api/addReview${guestSuffix(giver)}`, {
    method: 'POST',
    body: input,
    schema: addReviewResponseSchema,
  });

/** A member's give of a referral to a company: the code of the member's own form (data.request_code). */
export const useGiveReferral = () =>
  useMutation({
    mutationFn: async ({ participant, type }: { participant: number; type: ReferralType }) => {
      const body: AddReferralPermitInput = { participant, request_type: 'give', reffer_type: type };
      const answer = await apiRequest('/api/addReferralPermit', {
        method: 'POST',
        body,
        schema: addReferralPermitResponseSchema,
      });
      return answer.data.request_code;
    },
  });

/** A member's give of a review about a project: the code of the member's own form (success.request_code). */
export const sendReviewGive = async (input: AddReviewPermitInput) => {
  const answer = await apiRequest('/api/addReviewPermit', {
    method: 'POST',
    body: input,
    schema: addReviewPermitResponseSchema,
  });
  return answer.success.request_code;
};

/** POST /api/reports: a member reports a review or a referral, with a reason. */
export const sendReport = (input: ReportInput) =>
  apiRequest('/api/reports', { method: 'POST', body: input, schema: reportResponseSchema });
