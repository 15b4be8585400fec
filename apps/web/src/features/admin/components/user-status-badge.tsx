import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Active, Inactive or Erased, with text dark enough on the light badge (WCAG AA). An erased
 * account is never active again and keeps no e-mail, so the console says so instead of Inactive.
 */
export function UserStatusBadge({ active, erased }: { active: boolean; erased: boolean }) {
  const { t } = useTranslation('admin');
  const [color, text, label] = erased
    ? ['gray', 'gray.8', 'users.erased']
    : active
      ? ['forest', 'forest.8', 'users.active']
      : ['red', 'red.9', 'users.inactive'];
  return (
    <Badge
      variant="light"
      color={color}
      c={text}
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      fz="sm"
    >
      {t(label)}
    </Badge>
  );
}
