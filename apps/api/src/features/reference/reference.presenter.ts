import type {
  Country,
  Language,
  LanguageItem,
  OptionItem,
  Package,
  PomCategory,
  ProposalFactor,
  Sector,
  Service,
} from '@acorn/contracts';
import type {
  countries,
  languages,
  optionItems,
  packages,
  pomCategories,
  proposalFactors,
  sectors,
  services,
} from '@acorn/db';
import { localized } from '../../lib/language';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const presentCountry = (row: Row<typeof countries>, language: Language): Country => ({
  id: row.id,
  name: localized(row, 'name', language),
  code: row.code,
  status: row.status,
  UE: row.is_eu,
  calling_code: row.calling_code,
});

export const presentSector = (row: Row<typeof sectors>, language: Language): Sector => ({
  id: row.id,
  name: localized(row, 'name', language),
});

export const presentService = (row: Row<typeof services>, language: Language): Service => ({
  id: row.id,
  service_name: localized(row, 'name', language),
  service_stage: localized(row, 'stage', language),
});

export const presentPomCategory = (row: Row<typeof pomCategories>, language: Language): PomCategory => ({
  id: row.id,
  category_name: localized(row, 'name', language),
});

export const presentProposalFactor = (
  row: Row<typeof proposalFactors>,
  language: Language,
): ProposalFactor => ({
  id: row.id,
  factorName: localized(row, 'name', language),
  factorStage: localized(row, 'stage', language),
});

export const presentLanguage = (row: Row<typeof languages>, language: Language): LanguageItem => ({
  id: row.id,
  code: row.code,
  name: localized(row, 'name', language),
});

export const presentOption = (row: Row<typeof optionItems>, language: Language): OptionItem => ({
  key: row.key,
  label: localized(row, 'name', language),
  group: row.group_key,
});

/** Packages carry all three languages; the client picks name, name_prt or name_spn. */
export const presentPackage = (row: Row<typeof packages>): Package => ({
  id: row.id,
  name: row.name,
  name_prt: row.name_prt,
  name_spn: row.name_spn,
  services: row.services,
  services_prt: row.services_prt,
  services_spn: row.services_spn,
  full_description: row.full_description,
  full_description_prt: row.full_description_prt,
  full_description_spn: row.full_description_spn,
  monthly_cost: Number(row.monthly_cost),
  yearly_cost: Number(row.yearly_cost),
  available_features: row.available_features as Package['available_features'],
});
