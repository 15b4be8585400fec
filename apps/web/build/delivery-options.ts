// The configs run in Node, which loads no workspace package's TypeScript: the files themselves.
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES } from '../../../packages/contracts/src/constants';
import { FIRST_LOAD_PAGES, FIRST_LOAD_SHELL } from '../src/app/first-load';
import { SHELL_BUNDLE, SHELL_NAMESPACES } from '../src/lib/i18n-namespaces';
import { SESSION_STORAGE_KEYS } from '../src/lib/session-keys';

/** What the delivery plugin needs to know of the app, for the build and the tests alike. */
export const DELIVERY_OPTIONS = {
  preloadNamespaces: SHELL_NAMESPACES,
  shellBundle: SHELL_BUNDLE,
  languageStorageKey: LANGUAGE_STORAGE_KEY,
  sessionStorageKeys: SESSION_STORAGE_KEYS,
  languages: LANGUAGES,
  defaultLanguage: DEFAULT_LANGUAGE,
  firstLoad: { shell: FIRST_LOAD_SHELL, pages: FIRST_LOAD_PAGES },
};
