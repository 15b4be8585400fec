import { Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import classes from './admin-table.module.css';

export interface AdminColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Keeps short values (dates, amounts, statuses) on one line. */
  nowrap?: boolean;
}

interface AdminTableProps<Row> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading: boolean;
  /** New rows for a changed filter or page are on their way; the current ones stay, dimmed. */
  refreshing?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  /** Below this width the table scrolls sideways inside its container instead of squeezing. */
  minWidth?: number;
}

/**
 * A console list: loading placeholders, the empty and failed states (outside any scrolling area),
 * a table on wider screens and, on phones, one card per row with the column names beside the values.
 */
export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  refreshing = false,
  error,
  onRetry,
  emptyText,
  minWidth = 720,
}: AdminTableProps<Row>) {
  if (error && !rows) return <ErrorState error={error} onRetry={onRetry} />;
  if (!loading && rows?.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }

  const busy = loading || !rows;
  const dimmed = { opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' };
  const [first, ...rest] = columns;
  return (
    <>
      <Stack gap="sm" className={classes.cards} aria-busy={busy || refreshing} style={dimmed}>
        {busy || !first
          ? [0, 1, 2].map((row) => <Skeleton key={row} height={96} radius="md" />)
          : rows.map((row) => (
              <Paper key={rowKey(row)} withBorder radius="md" p="sm" component="article">
                <div className={classes.cardTitle}>{first.render(row)}</div>
                <dl className={classes.fields}>
                  {rest.map((column) => (
                    <div key={column.key} className={classes.field}>
                      <dt>{column.header}</dt>
                      <dd>{column.render(row)}</dd>
                    </div>
                  ))}
                </dl>
              </Paper>
            ))}
      </Stack>
      <Table.ScrollContainer minWidth={minWidth} type="native" className={classes.table}>
        <Table verticalSpacing="sm" highlightOnHover aria-busy={busy || refreshing} style={dimmed}>
          <VisuallyHidden component="caption">{caption}</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" style={{ whiteSpace: 'nowrap' }}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {busy
              ? [0, 1, 2, 3].map((row) => (
                  <Table.Tr key={row}>
                    {columns.map((column) => (
                      <Table.Td key={column.key}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : rows.map((row) => (
                  <Table.Tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                        {column.render(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
