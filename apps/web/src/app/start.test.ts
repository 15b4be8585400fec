import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageReady } from './start';

afterEach(() => {
  vi.useRealTimers();
});

const EmptyPage = () => null;

/** A router whose first page's loader answers when `answer` is called. */
function routerWithSlowLoader() {
  let answer = () => {};
  const loaded = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const router = createMemoryRouter([
    { path: '/', loader: () => loaded.then(() => null), Component: EmptyPage },
  ]);
  return { router, answer };
}

describe('the first render waits for the first page', () => {
  it('starts once the first page has loaded and its texts are in, not before', async () => {
    const { router, answer } = routerWithSlowLoader();
    let textsIn = () => {};
    const texts = new Promise<void>((resolve) => {
      textsIn = resolve;
    });
    let ready = false;
    const waiting = firstPageReady(router, texts, 60_000).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    answer();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(ready).toBe(false);
    textsIn();
    await waiting;
    expect(ready).toBe(true);
    router.dispose();
  });

  it('renders after the limit when the first page is slow, so its loader shows', async () => {
    vi.useFakeTimers();
    const { router } = routerWithSlowLoader();
    let ready = false;
    const waiting = firstPageReady(router, Promise.resolve(), 1500).then(() => {
      ready = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(ready).toBe(true);
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });
});
