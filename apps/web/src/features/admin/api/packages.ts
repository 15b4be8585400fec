import { type AdminPackage, adminPackageSchema, type Feature, listResponseSchema } from '@acorn/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { packagesQueryOptions } from '../../packages';
import { adminKeys } from './query-keys';

const listSchema = listResponseSchema(adminPackageSchema);

/** GET /api/admin/packages: every tier with its prices and features, cheapest first. */
const listAdminPackages = () => apiRequest('/api/admin/packages', { schema: listSchema });

const adminPackagesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.packages(), queryFn: listAdminPackages, staleTime: 0 });

export const useAdminPackages = () => useQuery(adminPackagesQueryOptions());

export interface PackageFeaturesChange {
  id: number;
  available_features: Feature[];
}

/** PUT /api/admin/packages/{id}/features: the tier's whole set of features. */
const setPackageFeatures = ({ id, available_features }: PackageFeaturesChange) =>
  apiRequest(`/api/admin/packages/${id}/features`, {
    method: 'PUT',
    body: { available_features },
    schema: adminPackageSchema,
  });

/**
 * Saves one tier. The answer replaces that tier in the console's list at once (a form comparing
 * against it sees the tier saved); the public list of plans and the audit log are read again.
 */
export function useSetPackageFeatures() {
  const queryClient = useQueryClient();
  return useMutation<AdminPackage, unknown, PackageFeaturesChange>({
    mutationFn: setPackageFeatures,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.packages(), (list: { data: AdminPackage[] } | undefined) =>
        list ? { ...list, data: list.data.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: packagesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.auditLog() });
    },
  });
}
