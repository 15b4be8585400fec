import { ROLES } from '@acorn/contracts';
import { ActionIcon, Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { unreadCountQuery } from '../api/notifications';
import classes from './notification-bell.module.css';

const MEMBER_ROLES = [String(ROLES.participant), String(ROLES.advisor)];

/** The header's bell for a member (an operator has none): the unread count, opening the centre. */
export function NotificationBell({ size }: { size: number }) {
  const { token, role } = useSession();
  if (!token || !role || !MEMBER_ROLES.includes(role)) return null;
  return <MemberBell size={size} />;
}

function MemberBell({ size }: { size: number }) {
  const { t } = useTranslation();
  const { data: unread = 0 } = useQuery(unreadCountQuery());
  return (
    <ActionIcon
      component={Link}
      to={paths.notifications()}
      variant="subtle"
      color="gray"
      radius="xl"
      size={size}
      className={classes.bell}
      aria-label={t('notificationBell.label', { count: unread })}
    >
      <IconBell size={22} aria-hidden />
      {unread > 0 && (
        <Badge size="xs" color="red" className={classes.badge} aria-hidden>
          {unread > 99 ? '99+' : unread}
        </Badge>
      )}
    </ActionIcon>
  );
}
