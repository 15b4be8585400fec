import { DEFAULT_LANGUAGE, errorResponseSchema, LANGUAGE_STORAGE_KEY } from '@acorn/contracts';
import type { z } from 'zod/mini';
import { FIRST_LOAD_GLOBAL } from './first-load-global';
import { queryClientSlot } from './query-client-slot';
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

/** What the server answered: its status and parsed body. */
interface Answer {
  status: number;
  ok: boolean;
  statusText: string;
  body: unknown;
}

const acceptLanguage = () => localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE;

function requestHeaders(token: string | null, withBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The interface language (i18n keeps it under `lang`), so server messages match the screen.
    'Accept-Language': acceptLanguage(),
  };
  if (withBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The answer of a fetch: a network failure is an ApiError `network_error`, an abort stays one. */
async function answerOf(request: Promise<Response>): Promise<Answer> {
  let response: Response;
  try {
    response = await request;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  }
  const body = await readBody(response);
  return { status: response.status, ok: response.ok, statusText: response.statusText, body };
}

const send = (url: string, token: string | null, options: ApiRequestOptions<unknown>): Promise<Answer> =>
  answerOf(
    fetch(url, {
      method: options.method ?? 'GET',
      headers: requestHeaders(token, options.body !== undefined),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }),
  );

/** How long an answer asked for early waits for the query that reads it. */
const EARLY_ANSWER_TTL_MS = 10_000;
const earlyAnswers = new Map<string, { at: number; answer: Promise<Answer> }>();

/** The same GET for the same session and language reads the same early answer. */
const earlyKey = (url: string, token: string | null, language = acceptLanguage()) =>
  `${token ?? ''} ${language} ${url}`;

/** What index.html's boot script leaves on a signed-in first load (build/boot-script.ts). */
interface FirstLoadAnswers {
  token: string;
  acceptLanguage: string;
  at: number;
  answers: Record<string, Promise<Response>>;
  /** Starts at once the GETs the boot script has not started yet (it starts one a task). */
  startAll: () => void;
}

/**
 * The GETs the boot script started before this code arrived become early answers, under the
 * token and language they were asked with: read once, like those of `requestEarly`.
 */
function adoptFirstLoadAnswers(): void {
  const holder = window as unknown as Record<typeof FIRST_LOAD_GLOBAL, FirstLoadAnswers | undefined>;
  const firstLoad = holder[FIRST_LOAD_GLOBAL];
  if (!firstLoad) return;
  delete holder[FIRST_LOAD_GLOBAL];
  firstLoad.startAll();
  for (const [url, response] of Object.entries(firstLoad.answers)) {
    const answer = answerOf(response);
    answer.catch(() => undefined);
    earlyAnswers.set(earlyKey(url, firstLoad.token, firstLoad.acceptLanguage), { at: firstLoad.at, answer });
  }
}
adoptFirstLoadAnswers();

/**
 * Starts a GET the first page of a visit is about to make, while the query code that makes it is
 * still loading (gates and route preloads): the page's own `apiRequest` for the same path then
 * reads this answer, once, instead of asking again. An answer nobody reads within ten seconds is
 * dropped. Once the query client has loaded, pages ask at once (and may have the answer cached),
 * so nothing is asked early.
 */
export function requestEarly(path: string, query?: Record<string, QueryValue>): void {
  if (queryClientSlot.get()) return;
  const url = buildUrl(path, query);
  const { token } = sessionStore.get();
  const key = earlyKey(url, token);
  const now = Date.now();
  const pending = earlyAnswers.get(key);
  if (pending && now - pending.at < EARLY_ANSWER_TTL_MS) return;
  const answer = send(url, token, {});
  answer.catch(() => undefined);
  earlyAnswers.set(key, { at: now, answer });
}

function takeEarlyAnswer(url: string, token: string | null): Promise<Answer> | undefined {
  const key = earlyKey(url, token);
  const pending = earlyAnswers.get(key);
  if (!pending) return undefined;
  earlyAnswers.delete(key);
  return Date.now() - pending.at < EARLY_ANSWER_TTL_MS ? pending.answer : undefined;
}

/** The ApiError of a refused call: the server's error body, or its status when the body is not one. */
function refusal({ status, statusText, body }: Omit<Answer, 'ok'>): ApiError {
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) return new ApiError({ status, ...parsed.data });
  return new ApiError({ status, code: `http_${status}`, message: statusText || `HTTP ${status}` });
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { token } = sessionStore.get();
  const url = buildUrl(path, options.query);
  const isRead = (options.method ?? 'GET') === 'GET' && options.body === undefined;
  const early = isRead ? takeEarlyAnswer(url, token) : undefined;
  const { status, ok, statusText, body } = await (early ?? send(url, token, options));

  if (!ok) {
    // A token the server no longer accepts (expired or revoked) ends the session here too.
    // Only when that token is still the stored one: a late 401 for a replaced token changes nothing.
    if (status === 401 && token && sessionStore.get().token === token) sessionStore.end();
    throw refusal({ status, statusText, body });
  }

  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ status, code: 'invalid_response', message: parsed.error.message });
  }
  return parsed.data;
}

/** A file the API serves to the session only: its bytes and the name the server gives it. */
export interface ApiFile {
  blob: Blob;
  filename: string | undefined;
}

/**
 * GET of a file only the session may read (a private upload, a message's file, the member's own
 * data): an <img>, a link or a new tab cannot send the token, so it is fetched and kept in memory.
 * A refusal is an ApiError, as for `apiRequest`.
 */
export async function apiFile(path: string, options: { signal?: AbortSignal } = {}): Promise<ApiFile> {
  const { token } = sessionStore.get();
  let response: Response;
  try {
    response = await fetch(path, { headers: requestHeaders(token, false), signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  }
  if (!response.ok) {
    const body = await readBody(response).catch(() => undefined);
    throw refusal({ status: response.status, statusText: response.statusText, body });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] };
}
