import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messagePaths } from '../paths';

/** 'Message' on a member's public profile: the compose page, addressed to them. */
export function MessageMemberButton({ to }: { to: number }) {
  const { t } = useTranslation('conversations');
  return (
    <Button
      component={Link}
      to={messagePaths.compose({ to })}
      leftSection={<IconMessageCircle size={16} aria-hidden />}
    >
      {t('profile.message')}
    </Button>
  );
}
