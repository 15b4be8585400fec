import type { Conversation, Message, MessagesResponse } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMessage,
  applyConversation,
  applyRead,
  dayLabel,
  groupByDay,
  seenMark,
  type ThreadData,
  threadMessages,
} from './thread';

const ME = 7;
const OTHER = 9;

const message = (id: number, sender_id: number, created_at = '2026-11-20T10:00:00'): Message => ({
  id,
  conversation_id: 1,
  sender_id,
  body: `message ${id}`,
  files: [],
  created_at,
});

const conversation: Conversation = {
  id: 1,
  other: { id: OTHER, name: 'Tecnimetal', logo: null, role: 1 },
  item: null,
  status: 'open',
  started_by_me: true,
  blocked: false,
  unread: 0,
  last_message: null,
  last_message_at: '2026-11-20T10:00:00Z',
};

const page = (data: Message[], has_more = false, other_read_message_id = 0): MessagesResponse => ({
  data,
  meta: { conversation, has_more, other_read_message_id },
});

// Pages newest first: the first read page, then 'Load earlier messages'.
const thread = (): ThreadData => ({
  pages: [page([message(3, ME), message(4, OTHER)], true, 3), page([message(1, OTHER), message(2, ME)])],
  pageParams: [undefined, 3],
});

describe('a thread in the query cache', () => {
  it('reads oldest to newest across the pages loaded', () => {
    expect(threadMessages(thread()).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('adds a new message at the end, once, however often it arrives', () => {
    const once = addMessage(thread(), message(5, OTHER));
    const twice = addMessage(once, message(5, OTHER));
    expect(threadMessages(twice).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    // A message already on an older page is not added again.
    expect(addMessage(thread(), message(2, ME))).toEqual(thread());
  });

  it("moves my 'Seen' forward when the other member reads, never back, and ignores my own reads", () => {
    const read = (message_id: number, user_id: number) =>
      applyRead(thread(), { conversation_id: 1, user_id, message_id }, ME).pages[0]?.meta
        .other_read_message_id;
    expect(read(4, OTHER)).toBe(4);
    expect(read(2, OTHER)).toBe(3);
    expect(read(4, ME)).toBe(3);
  });

  it('shows the new state of a conversation on every page', () => {
    const changed = applyConversation(thread(), { ...conversation, status: 'declined' });
    expect(changed.pages.map((p) => p.meta.conversation.status)).toEqual(['declined', 'declined']);
  });
});

describe("'Seen' under my last message", () => {
  const messages = [message(1, ME), message(2, OTHER), message(3, ME)];
  it('shows once the other member has read up to it', () => {
    expect(seenMark(messages, ME, 3)).toBe(3);
    expect(seenMark(messages, ME, 5)).toBe(3);
  });
  it('does not show before, nor when I wrote nothing', () => {
    expect(seenMark(messages, ME, 2)).toBeUndefined();
    expect(seenMark([message(2, OTHER)], ME, 2)).toBeUndefined();
  });
});

describe('day separators', () => {
  it('groups consecutive messages by their local day', () => {
    const groups = groupByDay([
      message(1, ME, '2026-11-19T09:00:00'),
      message(2, OTHER, '2026-11-19T23:59:00'),
      message(3, ME, '2026-11-20T00:01:00'),
    ]);
    expect(groups.map((group) => [group.day, group.messages.map((m) => m.id)])).toEqual([
      ['2026-11-19', [1, 2]],
      ['2026-11-20', [3]],
    ]);
  });

  it('words today and yesterday, other days by date', () => {
    const now = new Date('2026-11-20T12:00:00');
    expect(dayLabel('2026-11-20T00:30:00', now)).toBe('today');
    expect(dayLabel('2026-11-19T23:30:00', now)).toBe('yesterday');
    expect(dayLabel('2026-11-18T12:00:00', now)).toBe('earlier');
  });
});
