import type { FastifyInstance } from 'fastify';

export const STRONG_PASSWORD = 'Growth-2026';

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.test`;

export async function registerParticipant(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; token: string }> {
  const email = (overrides.email as string) ?? uniqueEmail();
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      email,
      password: STRONG_PASSWORD,
      c_password: STRONG_PASSWORD,
      role: '1',
      acceptedTerms: true,
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { email, token: res.json().success.token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
