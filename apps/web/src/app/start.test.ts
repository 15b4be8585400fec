import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageReady } from './start';

afterEach(() => {
  vi.useRealTimers();
});

/** A promise and the function that settles it. */
function deferred() {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('the first render waits for the first page', () => {
  it('starts once the first page has loaded and its texts are in, not before', async () => {
    const page = deferred();
    const texts = deferred();
    let ready = false;
    const waiting = firstPageReady(page.promise, texts.promise, 60_000).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    page.settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    texts.settle();
    await waiting;
    expect(ready).toBe(true);
  });

  it('renders after the limit when the first page is slow, so its loader shows', async () => {
    vi.useFakeTimers();
    let ready = false;
    const waiting = firstPageReady(deferred().promise, Promise.resolve(), 1500).then(() => {
      ready = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(ready).toBe(true);
  });
});
