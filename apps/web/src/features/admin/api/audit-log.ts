import { auditEntrySchema, listResponseSchema } from '@acorn/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, compactQuery } from './query-keys';

export interface AuditLogFilters {
  entity_type: string;
  entity_id: string;
  page: number;
}

const listSchema = listResponseSchema(auditEntrySchema);

/** GET /api/admin/audit-log: every operator action (who, what, when, before and after), newest first. */
const listAuditLog = (filters: AuditLogFilters) =>
  apiRequest('/api/admin/audit-log', { query: compactQuery({ ...filters }), schema: listSchema });

const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: adminKeys.auditLog(filters),
    queryFn: () => listAuditLog(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useAuditLog = (filters: AuditLogFilters) => useQuery(auditLogQueryOptions(filters));
