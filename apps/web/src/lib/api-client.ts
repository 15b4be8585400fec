import { DEFAULT_LANGUAGE, errorResponseSchema, LANGUAGE_STORAGE_KEY } from '@acorn/contracts';
import type { z } from 'zod/mini';
import { sessionStore } from './session';

/**
 * A failed API call: the server's error body, or a synthetic one for network and format failures
 * (codes `network_error`, `invalid_response`, `http_<status>`). The interface words it by `code`,
 * `params` and `fieldCodes` (lib/error-text); `message` is the server's English, for logs.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly params: Record<string, string | number> | undefined;
  /** Validation codes per field. */
  readonly fieldCodes: Record<string, string[]> | undefined;
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    params?: Record<string, string | number>;
    errorCodes?: Record<string, string[]>;
    requestId?: string;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.params = options.params;
    this.fieldCodes = options.errorCodes;
    this.requestId = options.requestId;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryValue = string | number | boolean | undefined;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Validates the answer; the contracts' schema of the call. */
  schema?: z.ZodMiniType<T>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: response.statusText });
  }
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { token } = sessionStore.get();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The interface language (i18n keeps it under `lang`), so server messages match the screen.
    'Accept-Language': localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  }

  const body = await readBody(response);

  if (!response.ok) {
    // A token the server no longer accepts (expired or revoked) ends the session here too.
    // Only when that token is still the stored one: a late 401 for a replaced token changes nothing.
    if (response.status === 401 && token && sessionStore.get().token === token) sessionStore.end();
    const parsed = errorResponseSchema.safeParse(body);
    if (parsed.success) throw new ApiError({ status: response.status, ...parsed.data });
    throw new ApiError({
      status: response.status,
      code: `http_${response.status}`,
      message: response.statusText || `HTTP ${response.status}`,
    });
  }

  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: parsed.error.message });
  }
  return parsed.data;
}
