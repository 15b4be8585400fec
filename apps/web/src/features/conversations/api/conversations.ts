import {
  type ConversationFolder,
  type ConversationUnreadResponse,
  conversationResponseSchema,
  conversationsResponseSchema,
  conversationUnreadResponseSchema,
  messagesResponseSchema,
  publicAdvisorProfileSchema,
  publicCompanyProfileSchema,
  ROLES,
  type SendMessageInput,
  type StartConversationInput,
  sendMessageInputSchema,
  sentMessageResponseSchema,
  startConversationInputSchema,
} from '@acorn/contracts';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';

export const CONVERSATIONS_KEY = ['conversations'] as const;
export const UNREAD_KEY = [...CONVERSATIONS_KEY, 'unread'] as const;
const LIST_KEY = [...CONVERSATIONS_KEY, 'list'] as const;
const THREAD_KEY = [...CONVERSATIONS_KEY, 'thread'] as const;

/** How many conversations the list shows at first and adds on each 'Load more'. */
const CONVERSATIONS_PER_PAGE = 20;
/** How many messages a thread reads at first and on each 'Load earlier messages'. */
const MESSAGES_PER_PAGE = 30;
/** While the event stream is down, what it would have told is asked for this often. */
const POLL_MS = 15_000;

const getConversations = (folder: ConversationFolder, page: number, perPage: number, signal?: AbortSignal) =>
  apiRequest('/api/conversations', {
    query: { folder, page, perPage },
    schema: conversationsResponseSchema,
    signal,
  });

/** The header's count: GET /api/conversations?perPage=1, its meta (unread messages, waiting requests). */
export const unreadQuery = (polling: boolean) =>
  queryOptions({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }): Promise<ConversationUnreadResponse> =>
      getConversations('inbox', 1, 1, signal).then(({ meta }) => ({
        unread: meta.unread,
        requests: meta.requests,
      })),
    refetchOnWindowFocus: true,
    refetchInterval: polling ? POLL_MS : false,
  });

const listKey = (folder: ConversationFolder) => [...LIST_KEY, folder] as const;

/** A folder's conversations, newest activity first, a page at a time ('Load more'). */
export const conversationsListQuery = (folder: ConversationFolder, polling: boolean) =>
  infiniteQueryOptions({
    queryKey: listKey(folder),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getConversations(folder, pageParam, CONVERSATIONS_PER_PAGE, signal),
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    refetchInterval: polling ? POLL_MS : false,
  });

export const threadKey = (id: number) => [...THREAD_KEY, id] as const;

/**
 * A thread's messages: the first page is the newest, each next one ('Load earlier messages')
 * reads the messages before the oldest shown. Its meta carries the conversation and the 'Seen' mark.
 */
export const threadQuery = (id: number, polling: boolean) =>
  infiniteQueryOptions({
    queryKey: threadKey(id),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/conversations/${id}/messages`, {
        query: { before: pageParam, perPage: MESSAGES_PER_PAGE },
        schema: messagesResponseSchema,
        signal,
      }),
    getNextPageParam: (last) => (last.meta.has_more ? last.data[0]?.id : undefined),
    refetchInterval: polling ? POLL_MS : false,
  });

/** POST /api/conversations: answers the new conversation, or the existing one that got the message. */
export const startConversation = (input: StartConversationInput) =>
  apiRequest('/api/conversations', {
    method: 'POST',
    body: startConversationInputSchema.parse(input),
    schema: conversationResponseSchema,
  }).then((answer) => answer.data);

export const sendMessage = (id: number, input: SendMessageInput) =>
  apiRequest(`/api/conversations/${id}/messages`, {
    method: 'POST',
    body: sendMessageInputSchema.parse(input),
    schema: sentMessageResponseSchema,
  }).then((answer) => answer.data);

/** POST …/read up to a message; answers the unread totals the header shows. */
export const markConversationRead = (id: number, messageId: number) =>
  apiRequest(`/api/conversations/${id}/read`, {
    method: 'POST',
    body: { message_id: messageId },
    schema: conversationUnreadResponseSchema,
  });

/** The recipient's answer to a request, or blocking (unblocking) the other member; answers the conversation. */
export const conversationAction = (id: number, action: 'accept' | 'decline' | 'block' | 'unblock') =>
  apiRequest(`/api/conversations/${id}/${action === 'unblock' ? 'block' : action}`, {
    method: action === 'unblock' ? 'DELETE' : 'POST',
    schema: conversationResponseSchema,
  }).then((answer) => answer.data);

/** After a change the server made: the lists and the header's count read again. */
export async function refreshLists(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: UNREAD_KEY }),
  ]);
}

/**
 * Who the compose page writes to: a company's public profile, else an advisor's (the address
 * names a member by id only). Null when neither is there for the caller.
 */
export const recipientQuery = (id: number) =>
  queryOptions({
    queryKey: [...CONVERSATIONS_KEY, 'recipient', id] as const,
    queryFn: async ({ signal }): Promise<{ name: string; logo: string | null; role: number } | null> => {
      try {
        const company = await apiRequest(`/api/companies/${id}`, {
          schema: publicCompanyProfileSchema,
          signal,
        });
        return { name: company.name, logo: company.logo, role: ROLES.participant };
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
      }
      try {
        const advisor = await apiRequest(`/api/advisors/${id}`, {
          schema: publicAdvisorProfileSchema,
          signal,
        });
        return { name: advisor.name, logo: advisor.photo, role: ROLES.advisor };
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
