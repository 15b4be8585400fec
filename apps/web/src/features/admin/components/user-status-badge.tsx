import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Active or Inactive, with text dark enough on the light badge (WCAG AA). */
export function UserStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge
      variant="light"
      color={active ? 'forest' : 'red'}
      c={active ? 'forest.8' : 'red.9'}
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      fz="sm"
    >
      {t(active ? 'users.active' : 'users.inactive')}
    </Badge>
  );
}
