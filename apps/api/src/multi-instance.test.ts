import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerParticipant, STRONG_PASSWORD } from './test/accounts';
import { createTestApp, type TestApp } from './test/test-app';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ sameDatabaseAs: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('two instances on one database', () => {
  it('behave as one: a session made on one works and ends on the other', async () => {
    const { email } = await registerParticipant(first.app);
    const login = await second.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    const token = login.json().success.token;
    const onFirst = await first.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(onFirst.json().email).toBe(email);
    await first.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(
      (await second.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('share the sign-in lock on an address', async () => {
    const { email } = await registerParticipant(first.app);
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? first.app : second.app;
      await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Wrong-pass-1' } });
    }
    const locked = await first.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
  });
});
