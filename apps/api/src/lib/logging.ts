import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets (reset codes, invitations) never reach the logs. */
const SECRET_QUERY_KEYS = new Set(['code', 'invitecode', 'token', 'password_token']);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export const requestSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
      userAgent: request.headers['user-agent'],
    };
  },
};

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's X-Request-Id when it looks like one, so a request can be traced across hops. */
export function requestId(incoming: string | string[] | undefined, generate: () => string): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : generate();
}
