import { FEEDBACK_PARTICIPANT_LIMIT, feedbackParticipantListResponseSchema } from '@acorn/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/listOfParticipants?search=: the companies a member may ask feedback of or give it to
 * (every other listed company whose name holds the search), at most FEEDBACK_PARTICIPANT_LIMIT.
 */
export const feedbackParticipantsQuery = (search: string) =>
  queryOptions({
    queryKey: ['feedback-participants', search],
    queryFn: ({ signal }) =>
      apiRequest('/api/listOfParticipants', {
        query: { search: search || undefined },
        schema: feedbackParticipantListResponseSchema,
        signal,
      }).then((answer) => answer.success.slice(0, FEEDBACK_PARTICIPANT_LIMIT)),
  });
