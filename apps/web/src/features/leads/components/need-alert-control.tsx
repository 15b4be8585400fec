import { NEED_ALERT_FREQUENCIES, type NeedAlertFrequency } from '@acorn/contracts';
import { Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useNotice } from '../../../lib/use-notice';
import { needAlertQuery, saveNeedAlert } from '../api/leads';

type Choice = NeedAlertFrequency | 'off';

/** The saved alert: new matches by e-mail daily or weekly, or off; saved as soon as it is chosen. */
export function NeedAlertControl() {
  const { t } = useTranslation('leads');
  const queryClient = useQueryClient();
  const alert = useQuery(needAlertQuery());
  const [saving, setSaving] = useState(false);
  const notice = useNotice();
  const errorText = useErrorText();

  const choose = async (value: Choice) => {
    setSaving(true);
    try {
      await saveNeedAlert(queryClient, { frequency: value === 'off' ? null : value });
      notice({ color: 'green', message: t(`alert.saved.${value}`) });
    } catch (error) {
      notice({ color: 'red', message: errorText(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconBellRinging size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text fw={600} id="need-alert-label">
            {t('alert.title')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('alert.text')}
        </Text>
        {alert.isPending ? (
          <Skeleton height={36} radius="md" />
        ) : (
          <SegmentedControl
            value={alert.data?.frequency ?? 'off'}
            onChange={(value) => void choose(value as Choice)}
            disabled={saving || alert.isError}
            aria-labelledby="need-alert-label"
            data={[
              { value: 'off', label: t('alert.off') },
              ...NEED_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`alert.${value}`) })),
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
