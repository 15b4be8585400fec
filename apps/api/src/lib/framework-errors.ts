import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's router answers a path it refuses (a parameter over maxParamLength, a malformed
 * percent-encoding) before any hook runs. This gives those answers what the hooks give every
 * other one: the request id, the security headers (the app's helmet middleware) and the app's
 * error handler, hence its error format.
 */
export function frameworkErrorHandler(
  securityHeaders: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    securityHeaders(request.raw, reply.raw, () => {});
    reply.header('x-request-id', request.id);
    request.server.errorHandler(error, request, reply);
  };
}
