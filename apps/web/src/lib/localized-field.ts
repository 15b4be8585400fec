import type { Language } from '@acorn/contracts';

/** The API's suffixes for translated columns: `name`, `name_prt`, `name_spn`. */
const SUFFIX: Record<Language, string> = { en: '', pt: '_prt', es: '_spn' };

export function localizedField<K extends string>(
  record: Record<K | `${K}_prt` | `${K}_spn`, string>,
  field: K,
  language: Language,
): string {
  const key = `${field}${SUFFIX[language]}` as K;
  return record[key] || record[field];
}
