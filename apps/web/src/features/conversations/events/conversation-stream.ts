import {
  conversationSchema,
  conversationUnreadResponseSchema,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  messageSchema,
  readEventSchema,
} from '@acorn/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session';
import { CONVERSATIONS_KEY, refreshLists, threadKey, UNREAD_KEY } from '../api/conversations';
import { addMessage, applyConversation, applyRead, type ThreadData } from '../thread';
import { createStreamParser, type StreamEvent } from './sse-parser';

/**
 * One event stream per tab (GET /api/conversations/events), shared by the header's badge and the
 * messages pages. The session's token is a bearer header the browser's EventSource cannot send,
 * so the stream is read through fetch. While it is down the queries poll instead (`isLive`).
 */

const EVENTS_URL = '/api/conversations/events';
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

let live = false;
const listeners = new Set<() => void>();
const setLive = (value: boolean) => {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener();
};

export const streamStatus = {
  isLive: () => live,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** What each event changes in the query cache. */
export function applyStreamEvent(queryClient: QueryClient, viewerId: number, event: StreamEvent): void {
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    return;
  }
  const update = (id: number, change: (thread: ThreadData) => ThreadData) =>
    queryClient.setQueryData<ThreadData>(threadKey(id), (thread) => (thread ? change(thread) : thread));
  if (event.event === 'ready') {
    // The stream opens with the caller's counts: the header's badge is current at once.
    const counts = conversationUnreadResponseSchema.safeParse(payload);
    if (counts.success) queryClient.setQueryData(UNREAD_KEY, counts.data);
  } else if (event.event === 'message') {
    const message = messageSchema.safeParse(payload);
    if (!message.success) return;
    update(message.data.conversation_id, (thread) => addMessage(thread, message.data));
    void refreshLists(queryClient);
  } else if (event.event === 'read') {
    const read = readEventSchema.safeParse(payload);
    if (!read.success) return;
    update(read.data.conversation_id, (thread) => applyRead(thread, read.data, viewerId));
    // Read in another tab: the counts go down here too.
    if (read.data.user_id === viewerId) void refreshLists(queryClient);
  } else if (event.event === 'conversation') {
    const conversation = conversationSchema.safeParse(payload);
    if (!conversation.success) return;
    update(conversation.data.id, (thread) => applyConversation(thread, conversation.data));
    void refreshLists(queryClient);
  }
}

interface Connection {
  token: string;
  users: number;
  /** Whether the stream has been open before: a reconnection reads the pages again. */
  opened: boolean;
  abort: AbortController;
  retry?: ReturnType<typeof setTimeout>;
}
let connection: Connection | undefined;

async function connect(current: Connection, queryClient: QueryClient, viewerId: number, delay: number) {
  let reachedReady = false;
  try {
    const response = await fetch(EVENTS_URL, {
      headers: {
        Accept: 'text/event-stream',
        Authorization: `Bearer ${current.token}`,
        'Accept-Language': localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE,
      },
      signal: current.abort.signal,
      cache: 'no-store',
    });
    // A refused token ends the session through the app's other calls; nothing to retry here.
    if (response.status === 401 || response.status === 403) return;
    if (!response.ok || !response.body) throw new Error(`event stream: HTTP ${response.status}`);
    const feed = createStreamParser((event) => {
      if (event.event === 'ready') {
        reachedReady = true;
        setLive(true);
        // After a break, whatever happened meanwhile is read again once (the counts come with 'ready').
        if (current.opened) {
          void queryClient.invalidateQueries({
            queryKey: CONVERSATIONS_KEY,
            predicate: (query) => query.queryKey[1] !== UNREAD_KEY[1],
          });
        }
        current.opened = true;
      }
      applyStreamEvent(queryClient, viewerId, event);
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      feed(value);
    }
  } catch {
    // Down (network, server restart, no stream support): polling covers it until the next try.
  }
  setLive(false);
  if (current.abort.signal.aborted || connection !== current) return;
  const next = reachedReady ? RETRY_FIRST_MS : Math.min(delay * 2, RETRY_MAX_MS);
  current.retry = setTimeout(() => void connect(current, queryClient, viewerId, next), next);
}

/** Keeps the stream open while someone uses it; the returned function lets it go. */
export function retainStream(queryClient: QueryClient, viewerId: number): () => void {
  const { token } = sessionStore.get();
  if (!token || typeof TextDecoderStream === 'undefined') return () => undefined;
  if (connection && connection.token !== token) {
    clearTimeout(connection.retry);
    connection.abort.abort();
    connection = undefined;
  }
  if (!connection) {
    connection = { token, users: 0, opened: false, abort: new AbortController() };
    void connect(connection, queryClient, viewerId, RETRY_FIRST_MS / 2);
  }
  const held = connection;
  held.users += 1;
  return () => {
    held.users -= 1;
    if (held.users > 0) return;
    clearTimeout(held.retry);
    held.abort.abort();
    if (connection === held) connection = undefined;
    setLive(false);
  };
}
