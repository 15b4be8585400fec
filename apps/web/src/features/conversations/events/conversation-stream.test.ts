import type { Conversation, Message } from '@acorn/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { threadKey, UNREAD_KEY } from '../api/conversations';
import { type ThreadData, threadMessages } from '../thread';
import { applyStreamEvent } from './conversation-stream';

const ME = 7;
const OTHER = 9;

const conversation: Conversation = {
  id: 3,
  other: { id: OTHER, name: 'Tecnimetal', logo: null, role: 1 },
  item: null,
  status: 'request',
  started_by_me: true,
  blocked: false,
  unread: 0,
  last_message: null,
  last_message_at: '2026-11-20T10:00:00Z',
};

const message = (id: number, sender_id: number): Message => ({
  id,
  conversation_id: 3,
  sender_id,
  body: `message ${id}`,
  files: [],
  created_at: '2026-11-20T10:00:00Z',
});

function cacheWithThread() {
  const queryClient = new QueryClient();
  const thread: ThreadData = {
    pages: [{ data: [message(1, ME)], meta: { conversation, has_more: false, other_read_message_id: 0 } }],
    pageParams: [undefined],
  };
  queryClient.setQueryData(threadKey(3), thread);
  const read = () => queryClient.getQueryData<ThreadData>(threadKey(3)) as ThreadData;
  const send = (event: string, data: unknown) =>
    applyStreamEvent(queryClient, ME, { event, data: JSON.stringify(data) });
  return { queryClient, read, send };
}

describe('what the event stream changes in the open pages', () => {
  it("sets the header's counts from 'ready'", () => {
    const { queryClient, send } = cacheWithThread();
    send('ready', { unread: 4, requests: 1 });
    expect(queryClient.getQueryData(UNREAD_KEY)).toEqual({ unread: 4, requests: 1 });
  });

  it('adds a new message to its open thread', () => {
    const { read, send } = cacheWithThread();
    send('message', message(2, OTHER));
    expect(threadMessages(read()).map((m) => m.id)).toEqual([1, 2]);
  });

  it("moves 'Seen' when the other member reads", () => {
    const { read, send } = cacheWithThread();
    send('read', { conversation_id: 3, user_id: OTHER, message_id: 1 });
    expect(read().pages[0]?.meta.other_read_message_id).toBe(1);
  });

  it('shows an accepted request as open', () => {
    const { read, send } = cacheWithThread();
    send('conversation', { ...conversation, status: 'open' });
    expect(read().pages[0]?.meta.conversation.status).toBe('open');
  });

  it('ignores what it cannot read, and threads that are not open', () => {
    const { queryClient, read, send } = cacheWithThread();
    const before = read();
    applyStreamEvent(queryClient, ME, { event: 'message', data: 'not json' });
    send('message', { id: 'x' });
    send('message', { ...message(5, OTHER), conversation_id: 99 });
    expect(read()).toBe(before);
    expect(queryClient.getQueryData(threadKey(99))).toBeUndefined();
  });
});
