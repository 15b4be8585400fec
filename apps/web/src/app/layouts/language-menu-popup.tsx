import { LANGUAGES } from '@acorn/contracts';
import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuPopupProps } from '../../components/deferred-menu';
import { LANGUAGE_NAMES } from '../../lib/language';
import { useLanguage } from '../../lib/use-language';

export function LanguageMenuPopup({ target, defaultOpened }: MenuPopupProps) {
  const { i18n } = useTranslation();
  const language = useLanguage();
  return (
    <Menu position="bottom-end" width={160} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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
