import {
  NOTIFICATION_DELIVERIES,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationPreference,
} from '@acorn/contracts';
import { Anchor, Button, Group, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';
import { usePageTitle } from '../../app-config';
import {
  notificationPreferencesQuery,
  PREFERENCES_KEY,
  saveNotificationPreferences,
} from '../api/notifications';
import classes from './notification-preferences.module.css';

/**
 * /notifications/preferences: for each kind of event the member receives, how they hear of it (in
 * the app, by e-mail at once, in the daily digest, or not at all), one group of radios per kind,
 * saved together.
 */
export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('preferences.title'));
  const query = useQuery(notificationPreferencesQuery());
  const queryClient = useQueryClient();
  const notice = useNotice();
  const errorText = useErrorText();
  // The member's changes, by kind, until saved.
  const [changes, setChanges] = useState<Partial<Record<NotificationKind, NotificationDelivery>>>({});
  const [saving, setSaving] = useState(false);
  const changed = Object.keys(changes).length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    setSaving(true);
    try {
      const preferences = Object.entries(changes).map(
        ([kind, delivery]) => ({ kind, delivery }) as NotificationPreference,
      );
      const stored = await saveNotificationPreferences(preferences);
      queryClient.setQueryData(PREFERENCES_KEY, stored);
      setChanges({});
      notice({ color: 'green', message: t('preferences.saved') });
    } catch (error) {
      notice({ color: 'red', message: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Stack gap={4}>
        <Anchor component={Link} to={paths.notifications()} size="sm" className={classes.back}>
          <IconArrowLeft size={14} aria-hidden />
          {t('preferences.back')}
        </Anchor>
        <Title order={1}>{t('preferences.title')}</Title>
        <Text c="dimmed">{t('preferences.intro')}</Text>
      </Stack>
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Stack gap="xs" role="status" aria-label={t('preferences.loading')}>
          {['a', 'b', 'c', 'd'].map((key) => (
            <Skeleton key={key} height={72} radius="md" />
          ))}
        </Stack>
      ) : (
        <form onSubmit={(event) => void save(event)}>
          <Stack gap="sm">
            {query.data.map((preference) => (
              <Paper key={preference.kind} withBorder radius="md" p="md">
                <Radio.Group
                  name={`delivery-${preference.kind}`}
                  label={t(`preferences.kinds.${preference.kind}`, { defaultValue: preference.kind })}
                  description={preference.kind === 'message' ? t('preferences.messageNote') : undefined}
                  value={changes[preference.kind] ?? preference.delivery}
                  onChange={(value) =>
                    setChanges((current) => {
                      const next = { ...current };
                      if (value === preference.delivery) delete next[preference.kind];
                      else next[preference.kind] = value as NotificationDelivery;
                      return next;
                    })
                  }
                >
                  <Group gap="md" mt="xs" wrap="wrap">
                    {NOTIFICATION_DELIVERIES.map((delivery) => (
                      <Radio key={delivery} value={delivery} label={t(`preferences.delivery.${delivery}`)} />
                    ))}
                  </Group>
                </Radio.Group>
              </Paper>
            ))}
            <Group justify="flex-end">
              <Button type="submit" loading={saving} disabled={!changed}>
                {t('preferences.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
