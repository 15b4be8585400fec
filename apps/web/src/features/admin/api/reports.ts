import { adminReportSchema, listResponseSchema } from '@acorn/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './query-keys';

export interface ReportQueueFilters {
  status: string;
  page: number;
}

const listSchema = listResponseSchema(adminReportSchema);

/** GET /api/admin/reports: members' reports of a status (open unless chosen), oldest first. */
const reportQueueOptions = (filters: ReportQueueFilters) =>
  queryOptions({
    queryKey: adminKeys.reports(filters),
    queryFn: () =>
      apiRequest('/api/admin/reports', { query: compactQuery({ ...filters }), schema: listSchema }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useReportQueue = (filters: ReportQueueFilters) => useQuery(reportQueueOptions(filters));

export interface ReportDecision {
  id: number;
  /** Absent: keep the item; given: hide it, telling its owner and author why. */
  reason?: string;
}

/** POST /api/admin/reports/{id}/keep | /hide { reason }: decides every open report on the item. */
const decideReport = ({ id, reason }: ReportDecision) =>
  apiRequest(`/api/admin/reports/${id}/${reason === undefined ? 'keep' : 'hide'}`, {
    method: 'POST',
    ...(reason === undefined ? {} : { body: { reason } }),
  });

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, ReportDecision>({
    mutationFn: decideReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
