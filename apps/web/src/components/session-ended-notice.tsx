import { Alert } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../lib/session';

/** On a sign-in page: says the session ended when the server stopped accepting it, once. */
export function SessionEndedNotice() {
  const { t } = useTranslation('common');
  const [ended] = useState(sessionStore.wasEnded);
  // Forgotten after the first showing, so a reload or the next visit starts clean.
  useEffect(() => {
    if (ended) sessionStore.forgetEnded();
  }, [ended]);
  if (!ended) return null;
  return (
    <Alert color="yellow" variant="light" role="status" icon={<IconClockExclamation aria-hidden />}>
      {t('sessionEnded')}
    </Alert>
  );
}
