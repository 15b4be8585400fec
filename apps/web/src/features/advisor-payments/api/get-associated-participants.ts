import { type AssociatedParticipant, associatedParticipantsResponseSchema } from '@acorn/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/getSbaAssociatedParticipants: the companies the advisor works with. */
const getAssociatedParticipants = async (): Promise<AssociatedParticipant[]> =>
  (await apiRequest('/api/getSbaAssociatedParticipants', { schema: associatedParticipantsResponseSchema }))
    .data;

const associatedParticipantsQueryOptions = () =>
  queryOptions({
    queryKey: ['advisor-payments', 'participants'],
    queryFn: getAssociatedParticipants,
  });

export const useAssociatedParticipants = () => useQuery(associatedParticipantsQueryOptions());
