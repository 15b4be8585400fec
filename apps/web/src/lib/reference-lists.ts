import {
  type Country,
  countryListResponseSchema,
  type Language,
  type LanguageItem,
  languageListResponseSchema,
  type OptionItem,
  type OptionListKey,
  optionListResponseSchema,
  type PomCategory,
  type ProposalFactor,
  pomCategoryListResponseSchema,
  proposalFactorListResponseSchema,
  type Sector,
  type Service,
  sectorListResponseSchema,
  serviceListResponseSchema,
} from '@acorn/contracts';
import type { ComboboxData } from '@mantine/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiRequest } from './api-client';
import { queryClient } from './query-client';
import { type FormListName, REFERENCE_LIST_PATHS } from './reference-list-paths';
import { useLanguage } from './use-language';

/**
 * The one cache policy of the reference lists (GET /api/countries, sectors, services, packages,
 * options/{list}): they change when the operator edits a catalogue, so a page keeps them ten
 * minutes. Names come in the interface language, which is part of each key.
 */
export const REFERENCE_STALE_TIME = 10 * 60_000;

const referenceList = <T>(
  name: readonly string[],
  path: string,
  schema: z.ZodMiniType<{ data: T[] }>,
  lang: Language,
) =>
  queryOptions({
    queryKey: ['reference', ...name, lang],
    queryFn: async (): Promise<T[]> => (await apiRequest(path, { query: { lang }, schema })).data,
    staleTime: REFERENCE_STALE_TIME,
  });

export const countriesQueryOptions = (lang: Language) =>
  referenceList<Country>(['countries'], REFERENCE_LIST_PATHS.countries, countryListResponseSchema, lang);

const sectorsQueryOptions = (lang: Language) =>
  referenceList<Sector>(['sectors'], REFERENCE_LIST_PATHS.sectors, sectorListResponseSchema, lang);

const servicesQueryOptions = (lang: Language) =>
  referenceList<Service>(['services'], REFERENCE_LIST_PATHS.services, serviceListResponseSchema, lang);

const proposalFactorsQueryOptions = (lang: Language) =>
  referenceList<ProposalFactor>(
    ['proposal-factors'],
    '/api/proposal-factors',
    proposalFactorListResponseSchema,
    lang,
  );

const pomCategoriesQueryOptions = (lang: Language) =>
  referenceList<PomCategory>(['pom-categories'], '/api/pom_categories', pomCategoryListResponseSchema, lang);

const languagesQueryOptions = (lang: Language) =>
  referenceList<LanguageItem>(['languages'], '/api/languages', languageListResponseSchema, lang);

/** GET /api/options/{list}: job functions (suggestions), revenue and company size ranges... */
const optionListQueryOptions = (list: OptionListKey, lang: Language) =>
  referenceList<OptionItem>(['options', list], `/api/options/${list}`, optionListResponseSchema, lang);

/** Starts loading the lists a page's form chooses from, while the page's code loads. */
export const prefetchReferenceLists = (names: readonly FormListName[], lang: Language) =>
  Promise.all(
    names.map((name) => {
      if (name === 'countries') return queryClient.prefetchQuery(countriesQueryOptions(lang));
      if (name === 'sectors') return queryClient.prefetchQuery(sectorsQueryOptions(lang));
      return queryClient.prefetchQuery(servicesQueryOptions(lang));
    }),
  );

// After a language switch the previous names stay until the new ones arrive, so no form unmounts.
const keep = { placeholderData: keepPreviousData } as const;

export const useCountries = () => useQuery({ ...countriesQueryOptions(useLanguage()), ...keep });
export const useSectors = () => useQuery({ ...sectorsQueryOptions(useLanguage()), ...keep });
export const useServices = () => useQuery({ ...servicesQueryOptions(useLanguage()), ...keep });
export const useOptionList = (list: OptionListKey) =>
  useQuery({ ...optionListQueryOptions(list, useLanguage()), ...keep });

/** Reference lists a select can take its choices from (the shared filter lists of spec §7). */
export type ReferenceListType =
  | 'sectors'
  | 'countries'
  | 'services'
  | 'proposal-factors'
  | 'pom-categories'
  | 'languages'
  | OptionListKey;

/** A choice of a select: the value sent, the words shown and the group it sits under. */
export interface Choice {
  value: string;
  label: string;
  group?: string;
}

const asChoices =
  <T extends { id: number }>(label: (item: T) => string, group?: (item: T) => string) =>
  (items: T[]): Choice[] =>
    items.map((item) => ({ value: String(item.id), label: label(item), group: group?.(item) }));

/** The query of a reference list, read as a select's choices. */
function choicesQueryOptions(type: ReferenceListType, lang: Language) {
  switch (type) {
    case 'sectors':
      return { ...sectorsQueryOptions(lang), select: asChoices<Sector>((item) => item.name) };
    case 'countries':
      return { ...countriesQueryOptions(lang), select: asChoices<Country>((item) => item.name) };
    case 'services':
      return {
        ...servicesQueryOptions(lang),
        select: asChoices<Service>(
          (item) => item.service_name,
          (item) => item.service_stage,
        ),
      };
    case 'proposal-factors':
      return {
        ...proposalFactorsQueryOptions(lang),
        select: asChoices<ProposalFactor>(
          (item) => item.factorName,
          (item) => item.factorStage,
        ),
      };
    case 'pom-categories':
      return {
        ...pomCategoriesQueryOptions(lang),
        select: asChoices<PomCategory>((item) => item.category_name),
      };
    case 'languages':
      return { ...languagesQueryOptions(lang), select: asChoices<LanguageItem>((item) => item.name) };
    default:
      return {
        ...optionListQueryOptions(type, lang),
        select: (items: OptionItem[]): Choice[] =>
          items.map((item) => ({ value: item.key, label: item.label, group: item.group ?? undefined })),
      };
  }
}

/** Choices under their group when the field asks for it (services by growth stage). */
export function selectData(choices: readonly Choice[], groupBy: boolean | undefined): ComboboxData {
  if (!groupBy) return choices.map(({ value, label }) => ({ value, label }));
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const { value, label, group = '' } of choices) {
    groups.set(group, [...(groups.get(group) ?? []), { value, label }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

/** Any reference list as a select's choices, in the interface language (services by stage). */
export const useReferenceChoices = (type: ReferenceListType) =>
  useQuery({
    ...(choicesQueryOptions(type, useLanguage()) as ReturnType<typeof optionListQueryOptions> & {
      select: (items: unknown[]) => Choice[];
    }),
    ...keep,
  });

/** An option list's labels for stored keys (job functions...), joined, or the keys while the list loads. */
export function useOptionLabels(list: OptionListKey) {
  const { data } = useReferenceChoices(list);
  return (keys: readonly string[]) =>
    keys.map((key) => data?.find((choice) => choice.value === key)?.label ?? key).join(', ');
}

/** Services grouped by their growth stage, in the catalogue's order, as choices. */
export function servicesByStage(services: readonly Service[] = []) {
  const stages = new Map<string, Array<{ value: number; label: string }>>();
  for (const service of services) {
    const items = stages.get(service.service_stage) ?? [];
    items.push({ value: service.id, label: service.service_name });
    stages.set(service.service_stage, items);
  }
  return [...stages].map(([stage, items]) => ({ stage, items }));
}

/** An option list's labels, once each (job functions are suggestions, not choices). */
export const optionLabels = (items: readonly OptionItem[] = []) => [
  ...new Set(items.map((item) => item.label)),
];

/** How a phone field suggests the number starts for a country ('+351'), once the list is here. */
export function useCallingCode(countryId: number | null | undefined): string | undefined {
  const { data } = useCountries();
  const code = data?.find((country) => country.id === countryId)?.calling_code;
  return code ? `+${code}` : undefined;
}
