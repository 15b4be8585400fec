import {
  type Country,
  countryListResponseSchema,
  type Language,
  type OptionItem,
  optionListResponseSchema,
  type Sector,
  type Service,
  sectorListResponseSchema,
  serviceListResponseSchema,
} from '@acorn/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** Reference lists change rarely; names come in the interface language. */
const STALE = 30 * 60_000;

export const countriesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'countries', lang],
    queryFn: async (): Promise<Country[]> =>
      (await apiRequest('/api/countries', { query: { lang }, schema: countryListResponseSchema })).data,
    staleTime: STALE,
  });

export const sectorsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'sectors', lang],
    queryFn: async (): Promise<Sector[]> =>
      (await apiRequest('/api/sectors', { query: { lang }, schema: sectorListResponseSchema })).data,
    staleTime: STALE,
  });

export const servicesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'services', lang],
    queryFn: async (): Promise<Service[]> =>
      (await apiRequest('/api/services', { query: { lang }, schema: serviceListResponseSchema })).data,
    staleTime: STALE,
  });

/** GET /api/options/functions: suggestions for the job function. */
export const jobFunctionsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'options', 'functions', lang],
    queryFn: async (): Promise<OptionItem[]> =>
      (await apiRequest('/api/options/functions', { query: { lang }, schema: optionListResponseSchema }))
        .data,
    staleTime: STALE,
  });

export const useCountries = () => useQuery(countriesQueryOptions(useLanguage()));
export const useSectors = () => useQuery(sectorsQueryOptions(useLanguage()));
export const useServices = () => useQuery(servicesQueryOptions(useLanguage()));
export const useJobFunctions = () => useQuery(jobFunctionsQueryOptions(useLanguage()));
