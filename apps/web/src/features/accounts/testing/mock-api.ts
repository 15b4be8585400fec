import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { APP_CONFIG } from '../../../test/fixtures';
import { appConfigQueryOptions } from '../../app-config/api/get-app-config';

export interface MockCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

type Handler = (call: MockCall) => { status?: number; json?: unknown } | undefined;

/**
 * Replaces fetch for API calls: `routes` answers by "METHOD /path"; every call is recorded.
 * A call with no route fails the test with a 599.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: MockCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.get('Authorization') ?? undefined,
    };
    calls.push(call);
    const answer = routes[`${call.method} ${call.path}`]?.(call) ?? {
      status: 599,
      json: { unexpected: call },
    };
    return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, paths: () => calls.map((call) => `${call.method} ${call.path}`) };
}

/** The API's error body. */
export const apiError = (
  status: number,
  code: string,
  message: string,
  errors?: Record<string, string[]>,
) => ({
  status,
  json: { error: message, message, code, ...(errors ? { errors } : {}), requestId: 'test' },
});

/** A query client that already holds the app configuration (no social providers), as after start-up. */
export function configuredClient(config = APP_CONFIG) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions().queryKey, config);
  return queryClient;
}
