import type { ContentType } from '@acorn/contracts';
import { paths } from '../../config/paths';

/** Where a thread opens, and the compose page that starts one (its query names who and what). */
export const messagePaths = {
  thread: (id: number) => `${paths.messages()}/${id}`,
  compose: ({
    to,
    itemType,
    itemId,
    title,
  }: {
    to: number;
    itemType?: ContentType;
    itemId?: number;
    /** The item's title, shown on the compose page while it names the item. */
    title?: string;
  }) => {
    const query = new URLSearchParams({ to: String(to) });
    if (itemType && itemId) {
      query.set('item_type', itemType);
      query.set('item_id', String(itemId));
      if (title) query.set('title', title);
    }
    return `${paths.messages()}/new?${query.toString()}`;
  },
};

/** The router's patterns for the pages above. */
export const messageRoutePatterns = {
  thread: `${paths.messages()}/:id`,
  compose: `${paths.messages()}/new`,
};
