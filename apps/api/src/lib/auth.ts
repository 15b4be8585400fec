import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Who is calling: resolved from the bearer token once per request. */
export interface Principal {
  userId: number;
  role: number;
  tokenHash: string;
  /** When the session last wrote, or was last touched: its reads soon after go to the primary (decision 057). */
  lastUsedAt: Date;
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
    request.principal = await principalOf(request, resolveSession);
    // The route's `security` is its first guard: without a session, 401 before the body is read,
    // never a validation error about a body the caller may not send at all.
    if (!request.principal && needsSession(request.routeOptions.schema?.security)) {
      throw new AppError({ code: 'unauthenticated' });
    }
  });
}

async function principalOf(request: FastifyRequest, resolveSession: SessionResolver) {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice('Bearer '.length).trim();
  if (token.length < 20 || token.length > 200) return null;
  return resolveSession(token);
}

/** A route's OpenAPI `security` needs a session unless one of its alternatives is empty (a visitor may call). */
export const needsSession = (security: ReadonlyArray<Record<string, readonly string[]>> | undefined) =>
  !!security?.length && security.every((option) => Object.keys(option).length > 0);

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
