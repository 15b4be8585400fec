import translationFiles from 'virtual:i18n-manifest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from '@acorn/contracts';
import { SHELL_BUNDLE, SHELL_NAMESPACES } from './i18n-namespaces';
import { isLanguage } from './language';
import { type TranslationTree, Translator } from './translator';

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
    // A failed download is asked for again by the next attempt.
    bundle.catch(() => shellBundles.delete(language));
    shellBundles.set(language, bundle);
  }
  return bundle.then((namespaces) => namespaces[namespace]);
}

/** A language's namespace: the shell's from their joint file, a page's from its own. */
const loadTranslations = (language: string, namespace: string): Promise<TranslationTree> =>
  // Plain requests, so the page head's preload of the same file answers them.
  (shellNamespace(language, namespace) ?? fetchJson(translationUrl(namespace, language))).then((tree) => {
    if (!tree || typeof tree !== 'object') throw new Error(`${namespace}/${language}: no translations`);
    return tree as TranslationTree;
  });

function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyLanguage(language: string): void {
  document.documentElement.lang = language;
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The app's translations; the three languages have the same keys (a test checks), so no fallback. */
export const i18n = new Translator(storedLanguage(), 'common', loadTranslations);

applyLanguage(i18n.language);
i18n.subscribe(() => {
  if (document.documentElement.lang !== i18n.language) applyLanguage(i18n.language);
});
void i18n.loadNamespaces(SHELL_NAMESPACES);
