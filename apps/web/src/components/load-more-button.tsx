import { Button, type ButtonVariant, Group } from '@mantine/core';

/** What the button needs of an infinite query. */
interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Asks an infinite list for its next page; shown only while there is one. */
export function LoadMoreButton({
  list,
  label,
  variant = 'default',
}: {
  list: PagedList;
  label: string;
  variant?: ButtonVariant;
}) {
  if (!list.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant={variant} loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {label}
      </Button>
    </Group>
  );
}
