import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconNews, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMe } from '../../features/accounts/api/get-me';

/** What the avatar shows: the first letters of the first two words of the name. */
const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** Avatar menu of a signed-in visitor: Feed, Profile, Logout. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const name = user?.name || user?.email || '';
  const initials = initialsOf(name);
  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        {/* The name starts with what is shown, so voice control finds the button by its initials. */}
        <UnstyledButton aria-label={t('profileMenu.label', { initials })} style={{ borderRadius: '50%' }}>
          <Avatar color="forest" radius="xl" size={38}>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
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
