import type { Country } from '@acorn/contracts';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import { useMemo } from 'react';
import { useCountries, useJobFunctions, useSectors, useServices } from '../api/reference-lists';

export interface ReferenceOptions {
  countries: ComboboxItem[];
  countryById: Map<number, Country>;
  sectors: ComboboxItem[];
  /** Services grouped by their growth stage, in the catalogue's order. */
  serviceGroups: ComboboxItemGroup<ComboboxItem>[];
  services: Array<{ stage: string; items: ComboboxItem[] }>;
  jobFunctions: string[];
  isPending: boolean;
  error: unknown;
  retry: () => void;
}

/** The lists the wizard forms choose from, as select options; job functions are suggestions only. */
export function useReferenceOptions(): ReferenceOptions {
  const countries = useCountries();
  const sectors = useSectors();
  const services = useServices();
  const jobFunctions = useJobFunctions();

  return useMemo(() => {
    const groups = new Map<string, ComboboxItem[]>();
    for (const service of services.data ?? []) {
      const items = groups.get(service.service_stage) ?? [];
      items.push({ value: String(service.id), label: service.service_name });
      groups.set(service.service_stage, items);
    }
    const serviceList = [...groups].map(([stage, items]) => ({ stage, items }));
    const required = [countries, sectors, services];
    return {
      countries: (countries.data ?? []).map((country) => ({
        value: String(country.id),
        label: country.name,
      })),
      countryById: new Map((countries.data ?? []).map((country) => [country.id, country])),
      sectors: (sectors.data ?? []).map((sector) => ({ value: String(sector.id), label: sector.name })),
      serviceGroups: serviceList.map(({ stage, items }) => ({ group: stage, items })),
      services: serviceList,
      // A failed suggestion list leaves a plain text field.
      jobFunctions: [...new Set((jobFunctions.data ?? []).map((item) => item.label))],
      isPending: required.some((query) => query.isPending),
      error: required.find((query) => query.isError)?.error ?? null,
      retry: () => {
        for (const query of required) if (query.isError) void query.refetch();
      },
    };
  }, [countries, sectors, services, jobFunctions]);
}
