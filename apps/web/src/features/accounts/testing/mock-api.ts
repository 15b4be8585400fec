import {
  ERRORS,
  type ErrorCode,
  errorMessage,
  VALIDATION_TEXTS,
  type ValidationCode,
} from '@acorn/contracts';
import { vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { APP_CONFIG } from '../../../test/fixtures';
import { primeAppConfig } from '../../app-config';

interface MockCall {
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

/** The API's answer for an error code of the registry, as its error handler renders it. */
export function apiError(
  code: ErrorCode,
  {
    params,
    fields,
    status = ERRORS[code].status,
  }: {
    params?: Record<string, string | number>;
    fields?: Record<string, ValidationCode[]>;
    status?: number;
  } = {},
) {
  const message = errorMessage(code, params);
  const perField = (word: (problem: ValidationCode) => string) =>
    fields &&
    Object.fromEntries(Object.entries(fields).map(([field, problems]) => [field, problems.map(word)]));
  return {
    status,
    json: {
      error: message,
      message,
      code,
      ...(params ? { params } : {}),
      ...(fields
        ? {
            errors: perField((problem) => VALIDATION_TEXTS[problem]),
            errorCodes: perField((problem) => problem),
          }
        : {}),
      requestId: 'test',
    },
  };
}

/** A fresh query client, with the app configuration (no social providers) already arrived, as after start-up. */
export function configuredClient(config = APP_CONFIG) {
  primeAppConfig(config);
  return createQueryClient();
}
