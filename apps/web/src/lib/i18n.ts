import translationFiles from 'virtual:i18n-manifest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@acorn/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHELL_NAMESPACES } from './i18n-namespaces';
import { isLanguage } from './language';

/** The build's copy of /assets/i18n/{ns}/{lng}.json under its content hash, cacheable for a year. */
const translationUrl = (namespace: string, language: string): string =>
  translationFiles[`${namespace}/${language}`] ?? `/assets/i18n/${namespace}/${language}.json`;

/** Loads the spec's translation files; a page's namespaces load with the page (lazy-page.ts). */
const fetchBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    // A plain request, so the page head's preload of the same file answers it.
    fetch(translationUrl(namespace, language))
      .then(async (response) => {
        if (!response.ok) throw new Error(`${translationUrl(namespace, language)}: HTTP ${response.status}`);
        callback(null, await response.json());
      })
      .catch((error: Error) => callback(error, false));
  },
};

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string): void {
  if (!isLanguage(language)) return;
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyLanguage);

void i18n
  .use(fetchBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // The three languages have the same keys (a test checks): no fallback files to download.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });
