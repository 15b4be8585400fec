import type { Database } from '@acorn/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Principal, resolveSession } from '../features/accounts/sessions.service';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** Resolves `Authorization: Bearer <token>` once per request; routes then ask requireUser/requireRole. */
export function registerAuthentication(app: FastifyInstance, database: Database) {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice('Bearer '.length).trim();
    if (token.length < 20 || token.length > 200) return;
    request.principal = await resolveSession(database.db, token);
  });
}

export function requireUser(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError({ code: 'unauthenticated' });
  return request.principal;
}

export function requireRole(request: FastifyRequest, ...roles: number[]): Principal {
  const principal = requireUser(request);
  if (!roles.includes(principal.role)) throw new AppError({ code: 'forbidden' });
  return principal;
}

/**
 * The same check as a route hook: onRequest runs before the body is parsed, so the wrong caller
 * gets 401/403 rather than validation errors about a body they may not send at all.
 */
export const allowRoles =
  (...roles: number[]) =>
  async (request: FastifyRequest) => {
    requireRole(request, ...roles);
  };
