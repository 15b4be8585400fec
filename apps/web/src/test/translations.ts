import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const I18N_DIR = join(import.meta.dirname, '../../public/assets/i18n');

export type Translations = Record<string, Record<string, unknown>>;

/** namespace -> resources of one language, read from public/assets/i18n. */
export function readTranslations(language: string): Translations {
  const resources: Translations = {};
  for (const namespace of readdirSync(I18N_DIR)) {
    resources[namespace] = JSON.parse(readFileSync(join(I18N_DIR, namespace, `${language}.json`), 'utf8'));
  }
  return resources;
}
