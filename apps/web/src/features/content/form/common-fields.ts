import type { EntityField } from './entity-fields';
import { firstFileId, toId } from './entity-values';

/** Fields several types share, by the spec's form keys and server names (content-community §3). */

export const titleField: EntityField = {
  key: 'title',
  label: 'fields.title',
  type: 'text',
  required: true,
  maxValues: 255,
};

/** A multiple choice of a reference list, sent as its ids (required unless the type says otherwise). */
export const referenceChoices = (
  key: string,
  backendKey: string,
  optionType: NonNullable<EntityField['optionType']>,
  grid: EntityField['grid'],
): EntityField => ({
  key,
  backendKey,
  label: `fields.${key}`,
  type: 'select',
  optionType,
  multiple: true,
  required: true,
  toServerKeyExtractor: toId,
  grid,
});

export const targetSectorsField = referenceChoices('targetIndustrySectors', 'sectors', 'sectors', 6);
export const targetCountriesField = referenceChoices('targetCountries', 'countries', 'countries', 6);
export const categoriesField = referenceChoices('categories', 'categories', 'pom-categories', 12);

/** One upload (a brochure, a header image), sent as its id or null. */
export const singleFileField = (
  key: string,
  accept: NonNullable<EntityField['accept']>,
  backendKey?: string,
): EntityField => ({
  key,
  ...(backendKey ? { backendKey } : {}),
  label: `fields.${key}`,
  type: 'files',
  accept,
  maxFiles: 1,
  toServerKeyExtractor: firstFileId,
  grid: 6,
});

/** An item's first day (the spec's publicationDate, sent under the type's server name). */
export const publicationDateField = (backendKey: string, required = true): EntityField => ({
  key: 'publicationDate',
  backendKey,
  label: 'fields.publicationDate',
  type: 'date',
  required,
  grid: 6,
});

/** An item's last day shown (the spec's closingDate: a deadline or a validity). */
export const closingDateField = (backendKey: string, hint?: string): EntityField => ({
  key: 'closingDate',
  backendKey,
  label: 'fields.closingDate',
  type: 'date',
  required: true,
  grid: 6,
  ...(hint ? { hint } : {}),
});
