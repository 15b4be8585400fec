import { ROLES } from '@acorn/contracts';
import { ActionIcon, Badge } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/use-session';
import { useMe } from '../../accounts';
import { unreadQuery } from '../api/conversations';
import { useConversationEvents } from '../events/use-conversation-events';
import classes from './messages-badge.module.css';

const MEMBER_ROLES = [String(ROLES.participant), String(ROLES.advisor)];

/**
 * The header's link to Messages for a member: unread messages and waiting requests, kept current
 * by the tab's event stream (or polling while it is down) and asked again on focus.
 */
export function MessagesBadge({ size }: { size: number }) {
  const { token, role } = useSession();
  if (!token || !role || !MEMBER_ROLES.includes(role)) return null;
  return <MemberMessagesBadge size={size} />;
}

function MemberMessagesBadge({ size }: { size: number }) {
  // The shell's texts, as the bell's: the header does not wait for the Messages page's namespace.
  const { t } = useTranslation();
  const { data: me } = useMe();
  const polling = useConversationEvents(me?.id);
  const { data } = useQuery(unreadQuery(polling));
  const count = (data?.unread ?? 0) + (data?.requests ?? 0);
  return (
    <ActionIcon
      component={Link}
      to={paths.messages()}
      variant="subtle"
      color="gray"
      radius="xl"
      size={size}
      className={classes.link}
      aria-label={t('messagesBadge.label', { count })}
    >
      <IconMessageCircle size={22} aria-hidden />
      {count > 0 && (
        <Badge size="xs" color="red" className={classes.badge} aria-hidden>
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </ActionIcon>
  );
}
