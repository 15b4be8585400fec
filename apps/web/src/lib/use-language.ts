import type { Language } from '@acorn/contracts';
import { DEFAULT_LANGUAGE } from '@acorn/contracts';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';
import { isLanguage } from './language';

const narrow = (language: string | undefined): Language =>
  isLanguage(language) ? language : DEFAULT_LANGUAGE;

/** The interface language, narrowed to the three the product offers. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return narrow(instance.language);
}

/** The same outside React (route preloads). */
export const currentLanguage = (): Language => narrow(i18n.language);
