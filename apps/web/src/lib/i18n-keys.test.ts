import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { CONTENT_NAMESPACES, CONTENT_TYPES } from '../app/content-types';
import { I18N_DIR, readTranslations } from '../test/translations';
import { NAMESPACES } from './i18n-namespaces';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    flattenKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, readTranslations(language)]));
const namespaces = readdirSync(I18N_DIR);

describe('translation files', () => {
  it('holds exactly the namespaces the app loads, each in every language', () => {
    expect([...namespaces].sort()).toEqual([...NAMESPACES, ...CONTENT_NAMESPACES].sort());
    const read = CONTENT_TYPES.flatMap((type) => type.pages.flatMap((page) => page.reads ?? []));
    for (const namespace of read)
      expect(namespaces, `a content page reads ${namespace}`).toContain(namespace);
    for (const namespace of namespaces) {
      for (const language of LANGUAGES) {
        expect(
          existsSync(join(I18N_DIR, namespace, `${language}.json`)),
          `${namespace}/${language}.json`,
        ).toBe(true);
      }
    }
  });

  it.each(namespaces)('%s has the same keys in every language', (namespace) => {
    const [reference, ...others] = LANGUAGES;
    const expected = flattenKeys(byLanguage[reference]?.[namespace]).sort();
    for (const language of others) {
      expect(flattenKeys(byLanguage[language]?.[namespace]).sort(), `${namespace}/${language}.json`).toEqual(
        expected,
      );
    }
  });

  it.each(namespaces)('%s has no empty translations', (namespace) => {
    for (const language of LANGUAGES) {
      const resources = byLanguage[language]?.[namespace];
      for (const key of flattenKeys(resources)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
        expect(
          typeof value === 'string' && value.trim().length > 0,
          `${namespace}/${language}.json: ${key}`,
        ).toBe(true);
      }
    }
  });
});
