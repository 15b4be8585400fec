import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Answers every GET with `answer(path, authorization)`, counting the calls. */
function stubFetch(
  answer: (path: string, authorization: string | null) => { status: number; json: unknown },
) {
  const calls: Array<{ path: string; authorization: string | null }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const authorization = new Headers(init?.headers).get('Authorization');
      calls.push({ path: `${url.pathname}${url.search}`, authorization });
      const { status, json } = answer(url.pathname, authorization);
      return new Response(JSON.stringify(json), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

// Each test starts as the first page of a visit: no query client loaded yet.
beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

async function freshClient() {
  const [{ apiRequest, requestEarly }, { sessionStore }] = await Promise.all([
    import('./api-client'),
    import('./session'),
  ]);
  sessionStore.start({ token: 'token-1', role: 1 });
  return { apiRequest, requestEarly, sessionStore };
}

describe('answers asked for early', () => {
  it('a page reads the early answer once, then asks the server again', async () => {
    const calls = stubFetch(() => ({ status: 200, json: { id: 7 } }));
    const { apiRequest, requestEarly } = await freshClient();
    requestEarly('/api/countries', { lang: 'pt' });
    requestEarly('/api/countries', { lang: 'pt' });
    expect(calls).toEqual([{ path: '/api/countries?lang=pt', authorization: 'Bearer token-1' }]);
    await expect(apiRequest('/api/countries', { query: { lang: 'pt' } })).resolves.toEqual({ id: 7 });
    expect(calls).toHaveLength(1);
    await apiRequest('/api/countries', { query: { lang: 'pt' } });
    await apiRequest('/api/countries', { query: { lang: 'es' } });
    expect(calls.map((call) => call.path)).toEqual([
      '/api/countries?lang=pt',
      '/api/countries?lang=pt',
      '/api/countries?lang=es',
    ]);
  });

  it("another session never reads the first one's answer", async () => {
    const calls = stubFetch((_path, authorization) => ({ status: 200, json: { authorization } }));
    const { apiRequest, requestEarly, sessionStore } = await freshClient();
    requestEarly('/api/profile');
    sessionStore.start({ token: 'token-2', role: 1 });
    await expect(apiRequest('/api/profile')).resolves.toEqual({ authorization: 'Bearer token-2' });
    expect(calls).toHaveLength(2);
  });

  it('an early refusal of the token ends the session, as a direct one does', async () => {
    stubFetch(() => ({ status: 401, json: { error: 'x', message: 'x', code: 'unauthenticated' } }));
    const { apiRequest, requestEarly, sessionStore } = await freshClient();
    requestEarly('/api/me');
    await expect(apiRequest('/api/me')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(sessionStore.get().token).toBeNull();
  });

  it('nothing is asked early once the query client has loaded', async () => {
    const calls = stubFetch(() => ({ status: 200, json: {} }));
    const { requestEarly } = await freshClient();
    await import('./query-client');
    requestEarly('/api/me');
    expect(calls).toHaveLength(0);
  });
});

describe("answers index.html's boot script asked for", () => {
  const responsesOf = (answers: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(answers).map(([url, json]) => [
        url,
        Promise.resolve(new Response(JSON.stringify(json))),
      ]),
    );

  /**
   * What the boot script leaves on a signed-in first load, before this code is loaded: the GETs
   * it has started, and those `startAll` starts (it starts one a task).
   */
  function leaveFirstLoad(
    token: string,
    answers: Record<string, unknown>,
    waiting: Record<string, unknown> = {},
  ) {
    const started = responsesOf(answers);
    const startAll = () => Object.assign(started, responsesOf(waiting));
    Object.assign(window, {
      __acornFirstLoad: { token, acceptLanguage: 'en', at: Date.now(), answers: started, startAll },
    });
  }

  it('start those the boot script had not started yet, and read them', async () => {
    const calls = stubFetch(() => ({ status: 200, json: { from: 'server' } }));
    leaveFirstLoad('token-1', { '/api/me': { from: 'boot' } }, { '/api/profile': { from: 'boot, later' } });
    const { apiRequest } = await freshClient();
    await expect(apiRequest('/api/profile')).resolves.toEqual({ from: 'boot, later' });
    await expect(apiRequest('/api/me')).resolves.toEqual({ from: 'boot' });
    expect(calls).toHaveLength(0);
  });

  it('are read once by the same session, which then asks the server itself', async () => {
    const calls = stubFetch(() => ({ status: 200, json: { from: 'server' } }));
    leaveFirstLoad('token-1', { '/api/me': { from: 'boot' } });
    const { apiRequest, requestEarly } = await freshClient();
    requestEarly('/api/me');
    expect(calls).toHaveLength(0);
    await expect(apiRequest('/api/me')).resolves.toEqual({ from: 'boot' });
    await expect(apiRequest('/api/me')).resolves.toEqual({ from: 'server' });
    expect(calls).toHaveLength(1);
    expect('__acornFirstLoad' in window).toBe(false);
  });

  it('are never read by another session or in another language', async () => {
    const calls = stubFetch(() => ({ status: 200, json: { from: 'server' } }));
    leaveFirstLoad('token-other', { '/api/me': { from: 'boot' } });
    const { apiRequest } = await freshClient();
    await expect(apiRequest('/api/me')).resolves.toEqual({ from: 'server' });
    leaveFirstLoad('token-1', { '/api/profile': { from: 'boot' } });
    vi.resetModules();
    const fresh = await freshClient();
    localStorage.setItem('lang', 'pt');
    await expect(fresh.apiRequest('/api/profile')).resolves.toEqual({ from: 'server' });
    localStorage.removeItem('lang');
    expect(calls).toHaveLength(2);
  });
});
