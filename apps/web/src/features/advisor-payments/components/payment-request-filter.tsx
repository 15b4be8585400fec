import { PAYMENT_REQUEST_STATUSES, type PaymentRequestStatus } from '@acorn/contracts';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { EMPTY_FILTER, type PaymentRequestFilterValues } from '../api/list-payment-requests';
import { MONTHS, monthName, yearChoices } from '../lib/periods';

interface PaymentRequestFilterProps {
  value: PaymentRequestFilterValues;
  onChange: (value: PaymentRequestFilterValues) => void;
}

/** The list's side filter: month, year (2020 to now) and status; each change applies at once. */
export function PaymentRequestFilter({ value, onChange }: PaymentRequestFilterProps) {
  const { t } = useTranslation('advisor-payments');
  const language = useLanguage();
  const titleId = useId();
  const any = { value: '', label: t('filter.any') };
  const filtered = value.month !== '' || value.year !== '' || value.status !== '';

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        {/* Clear sits beside the title: in a phone's half column its label did not fit. */}
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} id={titleId} fz="lg">
            {t('filter.title')}
          </Title>
          <Button
            variant="subtle"
            color="gray"
            c="dark"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            disabled={!filtered}
            onClick={() => onChange(EMPTY_FILTER)}
          >
            {t('filter.clear')}
          </Button>
        </Group>
        {/* Two columns on phones, so the list starts higher; one in the side column. */}
        <SimpleGrid cols={{ base: 2, md: 1 }} spacing="sm" verticalSpacing="sm">
          <NativeSelect
            label={t('fields.month')}
            value={value.month}
            onChange={(event) => onChange({ ...value, month: event.currentTarget.value })}
            data={[
              any,
              ...MONTHS.map((month) => ({ value: String(month), label: monthName(month, language) })),
            ]}
          />
          <NativeSelect
            label={t('fields.year')}
            value={value.year}
            onChange={(event) => onChange({ ...value, year: event.currentTarget.value })}
            data={[any, ...yearChoices().map((year) => ({ value: String(year), label: String(year) }))]}
          />
          <NativeSelect
            style={{ gridColumn: '1 / -1' }}
            label={t('fields.status')}
            value={value.status}
            onChange={(event) =>
              onChange({ ...value, status: event.currentTarget.value as PaymentRequestStatus | '' })
            }
            data={[
              any,
              ...PAYMENT_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
            ]}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
