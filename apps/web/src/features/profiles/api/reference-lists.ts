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
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';

/** Reference lists change rarely; names come in the interface language, so it is part of each key. */
const STALE_TIME = 10 * 60_000;

export const servicesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'services', lang],
    queryFn: async (): Promise<Service[]> =>
      (await apiRequest('/api/services', { query: { lang }, schema: serviceListResponseSchema })).data,
    staleTime: STALE_TIME,
  });

export const sectorsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'sectors', lang],
    queryFn: async (): Promise<Sector[]> =>
      (await apiRequest('/api/sectors', { query: { lang }, schema: sectorListResponseSchema })).data,
    staleTime: STALE_TIME,
  });

export const countriesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'countries', lang],
    queryFn: async (): Promise<Country[]> =>
      (await apiRequest('/api/countries', { query: { lang }, schema: countryListResponseSchema })).data,
    staleTime: STALE_TIME,
  });

export type OptionListName = 'revenue' | 'company-size';

export const optionsQueryOptions = (list: OptionListName, lang: Language) =>
  queryOptions({
    queryKey: ['reference', 'options', list, lang],
    queryFn: async (): Promise<OptionItem[]> =>
      (await apiRequest(`/api/options/${list}`, { query: { lang }, schema: optionListResponseSchema })).data,
    staleTime: STALE_TIME,
  });

// After a language switch the previous names stay until the new ones arrive, so no form unmounts.
const keep = { placeholderData: keepPreviousData } as const;

export const useServices = () => useQuery({ ...servicesQueryOptions(useLanguage()), ...keep });
export const useSectors = () => useQuery({ ...sectorsQueryOptions(useLanguage()), ...keep });
export const useCountries = () => useQuery({ ...countriesQueryOptions(useLanguage()), ...keep });
export const useOptionList = (list: OptionListName) =>
  useQuery({ ...optionsQueryOptions(list, useLanguage()), ...keep });
