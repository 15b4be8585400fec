import { LANGUAGES } from '@acorn/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../lib/language';
import { useLanguage } from '../../lib/use-language';

/** EN / PT / ES; i18n persists the choice under `lang` and updates <html lang>. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const code = language.toUpperCase();
  return (
    <Menu position="bottom-end" width={160}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="dark"
          px="xs"
          aria-label={t('language.label', { code })}
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {code}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.RadioGroup value={language} onChange={(value) => void i18n.changeLanguage(value)}>
          {LANGUAGES.map((item) => (
            <Menu.RadioItem key={item} value={item} lang={item}>
              {LANGUAGE_NAMES[item]}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
