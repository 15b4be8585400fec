import type { Conversation, Message, MessagesResponse, ReadEvent } from '@acorn/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A thread as the query cache keeps it: pages newest first, each page oldest first. */
export type ThreadData = InfiniteData<MessagesResponse>;

const withFirstPage = (
  thread: ThreadData,
  change: (page: MessagesResponse) => MessagesResponse,
): ThreadData => {
  const [first, ...rest] = thread.pages;
  if (!first) return thread;
  return { ...thread, pages: [change(first), ...rest] };
};

/** A message that arrived (an event, or the answer to sending one) joins the thread once, in order. */
export function addMessage(thread: ThreadData, message: Message): ThreadData {
  if (thread.pages.some((page) => page.data.some((shown) => shown.id === message.id))) return thread;
  return withFirstPage(thread, (page) => ({
    ...page,
    data: [...page.data, message].sort((a, b) => a.id - b.id),
  }));
}

/** The other member read up to a message: the caller's 'Seen' moves (never back). Their own reads change nothing here. */
export function applyRead(thread: ThreadData, event: ReadEvent, viewerId: number): ThreadData {
  if (event.user_id === viewerId) return thread;
  const seen = thread.pages[0]?.meta.other_read_message_id ?? 0;
  if (event.message_id <= seen) return thread;
  return withFirstPage(thread, (page) => ({
    ...page,
    meta: { ...page.meta, other_read_message_id: event.message_id },
  }));
}

/** The conversation changed (accepted, declined, blocked): every page's copy reads the new state. */
export function applyConversation(thread: ThreadData, conversation: Conversation): ThreadData {
  return {
    ...thread,
    pages: thread.pages.map((page) => ({ ...page, meta: { ...page.meta, conversation } })),
  };
}

/** The messages of a thread, oldest first, across the pages read so far. */
export const threadMessages = (thread: ThreadData): Message[] =>
  [...thread.pages].reverse().flatMap((page) => page.data);

/** The id of my newest message, and whether the other member has seen it. */
export function seenMark(messages: Message[], viewerId: number, otherReadMessageId: number) {
  const mine = messages.filter((message) => message.sender_id === viewerId).at(-1);
  return mine && otherReadMessageId >= mine.id ? mine.id : undefined;
}

export interface DayGroup {
  /** The local calendar day, yyyy-mm-dd. */
  day: string;
  messages: Message[];
}

const localDay = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Messages (oldest first) under a separator per day, in the viewer's time zone. */
export function groupByDay(messages: Message[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = localDay(message.created_at);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

/** 'today', 'yesterday', or the date: how a day separator and the list's dates are worded. */
export function dayLabel(iso: string, now: Date): 'today' | 'yesterday' | 'earlier' {
  const day = localDay(iso);
  if (day === localDay(now.toISOString())) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return day === localDay(yesterday.toISOString()) ? 'yesterday' : 'earlier';
}
