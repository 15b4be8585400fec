import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_FILTER,
  PaymentRequestFilter,
  type PaymentRequestFilterValues,
  PaymentRequestForm,
  PaymentRequestTable,
  usePaymentRequests,
} from '../../../features/advisor-payments';
import { usePageTitle } from '../../../features/app-config';

type View = 'list' | 'form';

function RequestList({
  filter,
  onFilterChange,
}: {
  filter: PaymentRequestFilterValues;
  onFilterChange: (filter: PaymentRequestFilterValues) => void;
}) {
  const { t } = useTranslation('advisor-payments');
  const requests = usePaymentRequests(filter);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <PaymentRequestFilter value={filter} onChange={onFilterChange} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Paper
          component="section"
          aria-label={t('table.caption')}
          withBorder
          radius="md"
          p={{ base: 'xs', sm: 'md' }}
        >
          <PaymentRequestTable
            requests={requests.data}
            loading={requests.isPending}
            refreshing={requests.isPlaceholderData}
            error={requests.error}
            onRetry={() => void requests.refetch()}
          />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** /sba-payment-information (advisors): the requests with their filter, or the 'Payment Request' form. */
export function SbaPaymentInformationPage() {
  const { t } = useTranslation('advisor-payments');
  const [view, setView] = useState<View>('list');
  const [filter, setFilter] = useState<PaymentRequestFilterValues>(EMPTY_FILTER);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(view === 'list' ? t('title') : t('form.title'));

  // After the view changes, keyboard and screen-reader users continue from the new heading.
  const show = (next: View) => {
    setView(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <Container size="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
              {view === 'list' ? t('title') : t('form.title')}
            </Title>
            <Text c="dimmed">{view === 'list' ? t('subtitle') : t('form.subtitle')}</Text>
          </Stack>
          {view === 'list' ? (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => show('form')}>
              {t('actions.new')}
            </Button>
          ) : (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => show('list')}
            >
              {t('actions.backToList')}
            </Button>
          )}
        </Group>

        {view === 'list' ? (
          <RequestList filter={filter} onFilterChange={setFilter} />
        ) : (
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
            <PaymentRequestForm
              onSubmitted={() => {
                // The new requests are Submitted and this month's: show the whole list again.
                setFilter(EMPTY_FILTER);
                show('list');
              }}
            />
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
