import { Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';

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

/** A console list: loading placeholders, the empty and failed states, and horizontal scrolling on phones. */
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

  let body: ReactNode;
  if (loading || !rows) {
    body = [0, 1, 2, 3].map((row) => (
      <Table.Tr key={row}>
        {columns.map((column) => (
          <Table.Td key={column.key}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columns.length}>
          <Text c="dimmed" ta="center" py="lg">
            {emptyText}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = rows.map((row) => (
      <Table.Tr key={rowKey(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
            {column.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-busy={loading || refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
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
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
