/** ISO 639-1 codes of the languages a company or advisor can say it works in. */
const LANGUAGE_CODES = [
  'en',
  'pt',
  'es',
  'fr',
  'de',
  'it',
  'nl',
  'pl',
  'ro',
  'sv',
  'el',
  'cs',
  'hu',
  'ca',
  'uk',
  'ru',
  'tr',
  'ar',
  'zh',
  'ja',
  'hi',
] as const;

export interface LanguageRow {
  code: string;
  name: string;
  name_pt: string;
  name_es: string;
}

// ICU writes language names in lower case for Portuguese and Spanish running text; as list labels
// they start with a capital.
function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export function languageRows(): LanguageRow[] {
  const english = new Intl.DisplayNames(['en'], { type: 'language' });
  const portuguese = new Intl.DisplayNames(['pt-PT'], { type: 'language' });
  const spanish = new Intl.DisplayNames(['es'], { type: 'language' });
  return LANGUAGE_CODES.map((code) => ({
    code,
    name: english.of(code) ?? code,
    name_pt: capitalize(portuguese.of(code) ?? code, 'pt'),
    name_es: capitalize(spanish.of(code) ?? code, 'es'),
  }));
}
