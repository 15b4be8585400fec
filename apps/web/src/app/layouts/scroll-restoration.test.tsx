import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, type NavigateFunction, useNavigate, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction = () => undefined;

function Pages() {
  useScrollRestoration();
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return useRoutes([
    { path: '/list', element: <p>list</p> },
    { path: '/item', element: <p id="reviews">item</p> },
  ]);
}

/** The window scrolled to `y` by the visitor: what the hook records. */
function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('scroll positions per history entry', () => {
  it('opens a new page at its top and returns to where the last one was left on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Pages />
      </MemoryRouter>,
    );
    scrollBy(640);
    await act(async () => navigate('/item'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(90);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 90);
  });

  it("scrolls to the element an address's fragment names, and keeps the positions through a reload", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    render(
      <MemoryRouter initialEntries={['/list']}>
        <Pages />
      </MemoryRouter>,
    );
    await act(async () => navigate('/item#reviews'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    scrollBy(300);
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(sessionStorage.getItem('acorn.scroll-positions') ?? '{}'))).toContain(
      300,
    );
  });
});
