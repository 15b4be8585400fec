// The configs run in Node, which loads no workspace package's TypeScript: the files themselves.
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '../../../packages/contracts/src/constants';
import { SHELL_BUNDLE, SHELL_NAMESPACES } from '../src/lib/i18n-namespaces';

/** What the delivery plugin needs to know of the app, for the build and the tests alike. */
export const DELIVERY_OPTIONS = {
  preloadNamespaces: SHELL_NAMESPACES,
  shellBundle: SHELL_BUNDLE,
  languageStorageKey: LANGUAGE_STORAGE_KEY,
  defaultLanguage: DEFAULT_LANGUAGE,
};
