import { CONTENT_TYPES, type ContentType } from '@acorn/contracts';
import { Container } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { MessagesScreen, NewConversation } from '../../../features/conversations';
import { parseRouteId } from '../../../lib/route-id';

/** `/messages`: the member's conversations (Inbox and Requests). */
export function MessagesPage() {
  return (
    <Container size="xl">
      <MessagesScreen />
    </Container>
  );
}

/** `/messages/{id}`: one conversation, beside the list on a wide screen. */
export function ThreadPage() {
  const id = parseRouteId(useParams().id);
  if (id === undefined) return <NotFoundState />;
  return (
    <Container size="xl">
      <MessagesScreen threadId={id} />
    </Container>
  );
}

const isContentType = (value: string | null): value is ContentType =>
  (CONTENT_TYPES as readonly string[]).includes(value ?? '');

/** `/messages/new?to={userId}&item_type={type}&item_id={id}`: the first message to a member. */
export function NewMessagePage() {
  const [search] = useSearchParams();
  const to = parseRouteId(search.get('to') ?? undefined);
  const itemType = search.get('item_type');
  const itemId = parseRouteId(search.get('item_id') ?? undefined);
  if (to === undefined) return <NotFoundState />;
  const item = isContentType(itemType) && itemId !== undefined ? { itemType, itemId } : {};
  return (
    <Container size="xl">
      <NewConversation to={to} {...item} itemTitle={search.get('title') ?? undefined} />
    </Container>
  );
}
