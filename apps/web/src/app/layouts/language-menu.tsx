import { Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../components/deferred-menu';
import { useLanguage } from '../../lib/use-language';
import classes from './site-shell.module.css';

const LanguageMenuPopup = lazy(() =>
  import('./language-menu-popup').then((module) => ({ default: module.LanguageMenuPopup })),
);

/** EN / PT / ES; i18n persists the choice under `lang` and updates <html lang>. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const code = useLanguage().toUpperCase();
  return (
    <DeferredMenu
      popup={LanguageMenuPopup}
      renderTarget={({ onClick }) => (
        <Button
          variant="subtle"
          color="gray"
          c="dark"
          px="xs"
          className={classes.languageButton}
          aria-label={t('language.label', { code })}
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          onClick={onClick}
        >
          {code}
        </Button>
      )}
    />
  );
}
