import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MenuPopupProps } from '../../../components/deferred-menu';
import { paths } from '../../../config/paths';
import { logout, useMe } from '../../../features/accounts';

export function OperatorMenuPopup({ target, defaultOpened }: MenuPopupProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { data: me } = useMe();
  const signOut = async () => {
    await logout();
    await navigate(paths.adminLogin(), { replace: true });
  };
  return (
    <Menu position="bottom-end" width={240} defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me?.email}</Menu.Label>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('layout.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
