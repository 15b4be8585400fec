import { useState } from 'react';
import type { contentApi } from '../../../lib/content-api';
import { useSignedInUser } from '../../accounts';
import { type OwnContentItem, OwnContentList } from './own-content-list';

const PER_PAGE = 10;

/** The signed-in company's items of one type in every status, page by page (the my-account areas). */
export function OwnContentOf<Item extends OwnContentItem>({
  api,
  entity,
  detailPath,
  closingOf,
}: {
  /** The type's calls (`contentApi`). */
  api: ReturnType<typeof contentApi<Item>>;
  entity: string;
  detailPath: (item: Item) => string;
  closingOf: (item: Item) => string | null;
}) {
  const user = useSignedInUser();
  const [page, setPage] = useState(1);
  return (
    <OwnContentList<Item>
      entity={entity}
      list={api.useList({ user: user.id, page, perPage: PER_PAGE })}
      page={page}
      onPage={setPage}
      remove={api.useDelete()}
      detailPath={detailPath}
      closingOf={closingOf}
    />
  );
}
