import { type Package, packageListResponseSchema } from '@acorn/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getPackages = async (): Promise<Package[]> =>
  (await apiRequest('/api/packages', { schema: packageListResponseSchema })).data;

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['packages'], queryFn: getPackages, staleTime: 10 * 60_000 });

export const usePackages = () => useQuery(packagesQueryOptions());
