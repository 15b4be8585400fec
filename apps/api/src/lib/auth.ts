import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Who is calling: resolved from the bearer token once per request. */
export interface Principal {
  userId: number;
  role: number;
  tokenHash: string;
}

/** Turns a bearer token into its principal, or null (unknown, revoked, expired, inactive). */
export type SessionResolver = (token: string) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/**
 * Resolves `Authorization: Bearer <token>` once per request; routes then ask requireUser/requireRole.
 * The accounts feature owns sessions: app.ts hands its resolver in.
 */
export function registerAuthentication(app: FastifyInstance, resolveSession: SessionResolver) {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice('Bearer '.length).trim();
    if (token.length < 20 || token.length > 200) return;
    request.principal = await resolveSession(token);
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
