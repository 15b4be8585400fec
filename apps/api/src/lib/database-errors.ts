/** A request the database could not serve answers 503 database_unavailable: try again in this many seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Thrown where a failure of any kind means the database is not available (the health check). */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database did not answer', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Network errors of the socket to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What pg, pg-pool and PGlite say when there is no connection to use, or it gave no answer in time. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

/**
 * SQLSTATEs of a server that is going away or cannot take the connection: class 08 (connection
 * exception) is matched by its prefix.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '25P03', // idle_in_transaction_session_timeout
]);

function isUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : '';
  if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  // query_canceled is ours when statement_timeout cancelled it; a cancel by an operator is not.
  if (code === '57014') return message.includes('statement timeout');
  return CONNECTION_MESSAGES.some((known) => message.startsWith(known));
}

/**
 * Whether an error means the database could not be reached or did not answer in time, as opposed
 * to a fault of the request or of the code; Drizzle wraps the driver's error as its `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if (current instanceof DatabaseUnavailableError || isUnavailable(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
