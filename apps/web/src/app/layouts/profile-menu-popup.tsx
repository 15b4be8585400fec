import { Menu } from '@mantine/core';
import { IconLogout, IconNews, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuPopupProps } from '../../components/deferred-menu';
import { paths } from '../../config/paths';
import { useMe } from '../../features/accounts';

export function ProfileMenuPopup({ target, defaultOpened }: MenuPopupProps) {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const name = user?.name || user?.email || '';
  return (
    <Menu position="bottom-end" width={200} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label>{name}</Menu.Label>}
        <Menu.Item component={Link} to={paths.feed()} leftSection={<IconNews size={16} aria-hidden />}>
          {t('profileMenu.feed')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profile()} leftSection={<IconUser size={16} aria-hidden />}>
          {t('profileMenu.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout()} leftSection={<IconLogout size={16} aria-hidden />}>
          {t('profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
