import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@acorn/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from './i18n-namespaces';
import { isLanguage } from './language';

const translationUrl = (namespace: string, language: string): string =>
  `/assets/i18n/${namespace}/${language}.json`;

/** Loads /assets/i18n/{ns}/{lng}.json, the spec's layout of the translation files. */
const fetchBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    fetch(translationUrl(namespace, language), { headers: { Accept: 'application/json' } })
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
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    load: 'languageOnly',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });
