import type { InvoiceSummary } from '@acorn/contracts';
import { Button, Group, Pagination, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useErrorText } from '../../../lib/error-text';
import { formatDate, formatEuros } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../app-config';
import { downloadInvoice, invoicePageFrom, useInvoices } from '../api/invoices';
import classes from './invoice-list.module.css';

/**
 * /invoices: the participant's invoices, newest first, each downloadable as PDF. `embedded`: a
 * section of another page (billing), which names the page itself.
 */
export function InvoiceList({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation('payments');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = invoicePageFrom(searchParams.get('page'));
  const invoices = useInvoices(page);
  usePageTitle(embedded ? undefined : t('invoices.title'));

  const changePage = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={embedded ? 2 : 1}>{t('invoices.title')}</Title>
        <Text c="dimmed">{t('invoices.intro')}</Text>
      </Stack>
      {invoices.isError ? (
        <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : !invoices.data ? (
        <Stack gap="xs" role="status" aria-label={t('invoices.loading')}>
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} height={48} />
          ))}
        </Stack>
      ) : invoices.data.data.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="xs" ta="center">
            <IconFileInvoice size={40} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text fw={600}>{t('invoices.empty')}</Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <InvoiceTable items={invoices.data.data} busy={invoices.isPlaceholderData} />
          {invoices.data.meta.last_page > 1 && (
            <Group justify="center">
              <Pagination
                total={invoices.data.meta.last_page}
                value={page}
                onChange={changePage}
                getItemProps={(item) => ({ 'aria-label': t('invoices.page', { page: item }) })}
                getControlProps={(control) => ({ 'aria-label': t(`invoices.controls.${control}`) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function InvoiceTable({ items, busy }: { items: InvoiceSummary[]; busy: boolean }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const errorText = useErrorText();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (invoice: InvoiceSummary) => {
    setDownloading(invoice.id);
    try {
      await downloadInvoice(invoice.download_url, `${invoice.number}.pdf`);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('invoices.downloadFailed'),
        message: errorText(error),
        closeButtonProps: { 'aria-label': t('invoices.closeNotice') },
      });
    } finally {
      setDownloading(null);
    }
  };

  const period = (invoice: InvoiceSummary) =>
    t('invoices.periodRange', {
      start: formatDate(invoice.period_start),
      end: formatDate(invoice.period_end),
    });
  const total = (invoice: InvoiceSummary) =>
    formatEuros(invoice.total_amount, language, { currency: invoice.currency });
  const vatLine = (invoice: InvoiceSummary) =>
    t('invoices.vatIncluded', {
      net: formatEuros(invoice.net_amount, language, { currency: invoice.currency }),
      rate: invoice.vat_rate,
    });

  const downloadButton = (invoice: InvoiceSummary, fullWidth = false) => (
    <Button
      variant="light"
      size="xs"
      fullWidth={fullWidth}
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={downloading === invoice.id}
      onClick={() => void download(invoice)}
      aria-label={t('invoices.downloadLabel', { number: invoice.number })}
    >
      {t('invoices.download')}
    </Button>
  );

  return (
    <div aria-busy={busy || undefined} className={classes.wrapper} data-busy={busy || undefined}>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table withTableBorder verticalSpacing="sm" highlightOnHover className={classes.table}>
          <Table.Caption className={classes.srOnly}>{t('invoices.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('invoices.number')}</Table.Th>
              <Table.Th scope="col">{t('invoices.date')}</Table.Th>
              <Table.Th scope="col">{t('invoices.period')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('invoices.total')}
              </Table.Th>
              <Table.Th scope="col">
                <span className={classes.srOnly}>{t('invoices.actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Th scope="row" fw={600} className={classes.number}>
                  {invoice.number}
                  <Text size="xs" c="dimmed" fw={400} className={classes.description}>
                    {invoice.description}
                  </Text>
                </Table.Th>
                <Table.Td className={classes.nowrap}>{formatDate(invoice.issued_at)}</Table.Td>
                <Table.Td>{period(invoice)}</Table.Td>
                <Table.Td ta="right">
                  <Text fw={700} size="sm" className={classes.amount}>
                    {total(invoice)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {vatLine(invoice)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{downloadButton(invoice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Phones: one card per invoice instead of a table wider than the screen. */}
      <Stack
        gap="sm"
        hiddenFrom="sm"
        component="ul"
        className={classes.cards}
        aria-label={t('invoices.caption')}
      >
        {items.map((invoice) => (
          <Paper key={invoice.id} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={700}>{invoice.number}</Text>
                <Text size="sm" c="dimmed">
                  {formatDate(invoice.issued_at)}
                </Text>
              </div>
              <div className={classes.cardAmount}>
                <Text fw={700}>{total(invoice)}</Text>
                <Text size="xs" c="dimmed">
                  {vatLine(invoice)}
                </Text>
              </div>
            </Group>
            <Text size="sm" mt="xs">
              {t('invoices.period')}: {period(invoice)}
            </Text>
            <Group mt="sm">{downloadButton(invoice, true)}</Group>
          </Paper>
        ))}
      </Stack>
    </div>
  );
}
