import { type AppConfig, appConfigSchema } from '@acorn/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const getAppConfig = (): Promise<AppConfig> => apiRequest('/api/app-config', { schema: appConfigSchema });

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Number.POSITIVE_INFINITY });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
