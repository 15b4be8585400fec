import { type Package, packageListResponseSchema } from '@acorn/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { REFERENCE_STALE_TIME } from '../../../lib/reference-lists';

const getPackages = async (): Promise<Package[]> =>
  (await apiRequest('/api/packages', { schema: packageListResponseSchema })).data;

export const packagesQueryOptions = () =>
  queryOptions({ queryKey: ['packages'], queryFn: getPackages, staleTime: REFERENCE_STALE_TIME });

export const usePackages = () => useQuery(packagesQueryOptions());
