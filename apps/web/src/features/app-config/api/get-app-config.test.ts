import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeAppConfig, waitForAppConfig } from './get-app-config';

const CONFIG_PATH = '/api/app-config';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  primeAppConfig(undefined);
});

describe('waiting for the deployment settings before the first page', () => {
  it('resolves as soon as the answer comes, and asks for it once', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await waitForAppConfig(60_000);
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).includes(CONFIG_PATH));
    expect(asked).toHaveLength(1);
  });

  it('lets the page render with the defaults when the answer is slow', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    let waited = false;
    const waiting = waitForAppConfig(2000).then(() => {
      waited = true;
    });
    await vi.advanceTimersByTimeAsync(1999);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(waited).toBe(true);
  });
});
