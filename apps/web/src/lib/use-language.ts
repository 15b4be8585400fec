import type { Language } from '@acorn/contracts';
import { DEFAULT_LANGUAGE } from '@acorn/contracts';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './language';

/** The interface language, narrowed to the three the product offers. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
