import translationFiles from 'virtual:i18n-manifest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from '@acorn/contracts';
import i18next, { type FormatterModule, type InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { formatNumber } from './format';
import { SHELL_BUNDLE, SHELL_NAMESPACES } from './i18n-namespaces';
import { isLanguage } from './language';

/** The build's copy of /assets/i18n/{ns}/{lng}.json under its content hash, cacheable for a year. */
const translationUrl = (namespace: string, language: string): string =>
  translationFiles[`${namespace}/${language}`] ?? `/assets/i18n/${namespace}/${language}.json`;

async function fetchJson(url: string): Promise<Record<string, unknown>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** A language's shell namespaces, one file in the build (the head's script preloads it). */
const shellBundles = new Map<string, Promise<Record<string, unknown>>>();

function shellNamespace(language: string, namespace: string): Promise<unknown> | null {
  const url = translationFiles[`${SHELL_BUNDLE}/${language}`];
  if (!url || !(SHELL_NAMESPACES as readonly string[]).includes(namespace)) return null;
  let bundle = shellBundles.get(language);
  if (!bundle) {
    bundle = fetchJson(url);
    bundle.catch(() => shellBundles.delete(language));
    shellBundles.set(language, bundle);
  }
  return bundle.then((namespaces) => namespaces[namespace]);
}

/** A language's namespace: the shell's from their joint file, a page's from its own. */
const loadTranslations = (language: string, namespace: string): Promise<object> =>
  // Plain requests, so the page head's preload of the same file answers them.
  (shellNamespace(language, namespace) ?? fetchJson(translationUrl(namespace, language))).then((tree) => {
    if (!tree || typeof tree !== 'object') throw new Error(`${namespace}/${language}: no translations`);
    return tree;
  });

/**
 * Counts and amounts read in the interface language's conventions (14 760 in Portuguese) wherever
 * a text shows them, without a format in the texts (`alwaysFormat` sends every value here).
 */
const numbersInLanguage: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value, _format, language) =>
    typeof value === 'number' && language ? formatNumber(value, language) : value,
};

/**
 * What the app and its tests share: the spec's files by namespace, `t('key')` searched in the
 * hook's namespaces in order (`nsMode: 'fallback'`), no fallback language (the three files have
 * the same keys, a test checks), values unescaped (React escapes them).
 */
export const I18N_OPTIONS = {
  defaultNS: 'common',
  fallbackNS: false,
  fallbackLng: false,
  supportedLngs: ['en', 'pt', 'es'],
  load: 'currentOnly',
  interpolation: { escapeValue: false, alwaysFormat: true },
  react: { nsMode: 'fallback' },
} satisfies InitOptions;

/** A new i18next instance with the app's options and number formats, not yet initialised. */
export const createI18n = () => i18next.createInstance().use(numbersInLanguage).use(initReactI18next);

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The app's translations, downloaded a namespace at a time as pages ask for them. */
export const i18n = createI18n().use(resourcesToBackend(loadTranslations));

i18n.on('languageChanged', applyLanguage);
/** Settles once the stored language's shell texts are in (or failed: the pages then show why). */
export const i18nReady: Promise<unknown> = i18n.init({
  ...I18N_OPTIONS,
  lng: storedLanguage(),
  ns: [...SHELL_NAMESPACES],
  // A failed download shows the reload page at once (LoadFailureBoundary) instead of retrying.
  maxRetries: 0,
});
