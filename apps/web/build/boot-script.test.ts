import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BootScriptOptions, bootScript } from './boot-script';

const OPTIONS: BootScriptOptions = {
  translations: {
    'shell/en': '/assets/i18n/shell/en.1.json',
    'shell/pt': '/assets/i18n/shell/pt.1.json',
    'accounts/en': '/assets/i18n/accounts/en.1.json',
    'accounts/pt': '/assets/i18n/accounts/pt.1.json',
    'profiles/pt': '/assets/i18n/profiles/pt.1.json',
    'admin/pt': '/assets/i18n/admin/pt.1.json',
  },
  shellBundle: 'shell',
  languages: ['en', 'pt', 'es'],
  defaultLanguage: 'en',
  storageKeys: { language: 'lang', token: 'token', role: 'role' },
  shell: {
    scripts: ['/assets/layout.js'],
    styles: ['/assets/layout.css'],
    namespaces: ['accounts'],
    requests: ['/api/me'],
  },
  pages: [
    {
      path: '/profile',
      role: '1',
      scripts: ['/assets/profile.js'],
      styles: [],
      namespaces: ['profiles'],
      requests: ['/api/profile', '/api/countries?lang={lang}'],
    },
  ],
};

/** Runs the boot script on `path` and answers what it put in the head and asked the server. */
function boot(path: string) {
  window.history.replaceState(null, '', path);
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      return new Response('{}');
    }),
  );
  vi.useFakeTimers();
  new Function(bootScript(OPTIONS))();
  const requestsAtOnce = calls.length;
  vi.runAllTimers();
  vi.useRealTimers();
  const hints = [...document.head.querySelectorAll<HTMLLinkElement>('link[data-first-load]')].map(
    (link) => `${link.rel}${link.as ? `:${link.as}` : ''} ${link.getAttribute('href')}`,
  );
  return { hints, calls, requestsAtOnce };
}

const firstLoad = () =>
  (window as unknown as Record<string, { token: string; answers: object }>).__acornFirstLoad;

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  Reflect.deleteProperty(window, '__acornFirstLoad');
});
afterEach(() => vi.unstubAllGlobals());

describe('the boot script', () => {
  it('preloads only the shell texts of a visitor without a session, and asks the server nothing', () => {
    localStorage.setItem('lang', 'pt');
    const { hints, calls } = boot('/profile');
    expect(hints).toEqual(['preload:fetch /assets/i18n/shell/pt.1.json']);
    expect(calls).toEqual([]);
    expect(firstLoad()).toBeUndefined();
  });

  it("on a listed page with a session, preloads its code, styles and texts and starts its GETs in the session's language", () => {
    localStorage.setItem('lang', 'pt');
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('role', '1');
    const { hints, calls, requestsAtOnce } = boot('/profile/');
    // One GET at once, the others one a task.
    expect(requestsAtOnce).toBe(1);
    expect(hints).toEqual([
      'preload:fetch /assets/i18n/shell/pt.1.json',
      'modulepreload /assets/layout.js',
      'modulepreload /assets/profile.js',
      'preload:style /assets/layout.css',
      'preload:fetch /assets/i18n/accounts/pt.1.json',
      'preload:fetch /assets/i18n/profiles/pt.1.json',
    ]);
    const headers = { Accept: 'application/json', 'Accept-Language': 'pt', Authorization: 'Bearer token-1' };
    expect(calls).toEqual([
      { url: '/api/me', headers },
      { url: '/api/profile', headers },
      { url: '/api/countries?lang=pt', headers },
    ]);
    expect(firstLoad()?.token).toBe('token-1');
    expect(Object.keys(firstLoad()?.answers ?? {})).toEqual([
      '/api/me',
      '/api/profile',
      '/api/countries?lang=pt',
    ]);
  });

  it('leaves a page alone for another role, on an unlisted path, its own GETs out at an address with a query, and keeps a stored language it does not know as the header', () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('role', '2');
    expect(boot('/profile').calls).toEqual([]);
    localStorage.setItem('role', '1');
    expect(boot('/profile/7').calls).toEqual([]);
    // With a query the page asks for its own answers; the shell's still start.
    expect(boot('/profile?tab=services').calls.map((call) => call.url)).toEqual(['/api/me']);
    localStorage.setItem('lang', 'xx');
    const { hints, calls } = boot('/profile');
    expect(hints[0]).toBe('preload:fetch /assets/i18n/shell/en.1.json');
    expect(calls.map((call) => [call.url, call.headers['Accept-Language']])).toEqual([
      ['/api/me', 'xx'],
      ['/api/profile', 'xx'],
      ['/api/countries?lang=en', 'xx'],
    ]);
  });

  it('starts its GETs one a task, then its preloads a few per task, and skips those the app already asked for', () => {
    localStorage.setItem('lang', 'pt');
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('role', '1');
    const asked = document.createElement('link');
    asked.rel = 'modulepreload';
    asked.setAttribute('href', '/assets/profile.js');
    document.head.append(asked);
    vi.useFakeTimers();
    const fetched = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetched);
    new Function(bootScript(OPTIONS))();
    const linkCount = () => document.head.querySelectorAll('link').length;
    expect(linkCount()).toBe(2);
    // The GETs first, one a task.
    expect(fetched).toHaveBeenCalledTimes(1);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(fetched).toHaveBeenCalledTimes(3);
    expect(linkCount()).toBe(2);
    // Two hints a task: the page's script in the first is already asked for.
    vi.advanceTimersToNextTimer();
    expect(linkCount()).toBe(3);
    vi.advanceTimersToNextTimer();
    expect(linkCount()).toBe(5);
    vi.advanceTimersToNextTimer();
    expect(linkCount()).toBe(6);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(document.head.querySelectorAll('link[href="/assets/profile.js"]')).toHaveLength(1);
    expect(linkCount()).toBe(6);
  });

  it('starts at once, when the app asks, the GETs it has not started yet', () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('role', '1');
    window.history.replaceState(null, '', '/profile');
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response('{}');
      }),
    );
    vi.useFakeTimers();
    new Function(bootScript(OPTIONS))();
    expect(urls).toEqual(['/api/me']);
    (window as unknown as Record<string, { startAll: () => void }>).__acornFirstLoad?.startAll();
    expect(urls).toEqual(['/api/me', '/api/profile', '/api/countries?lang=en']);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(urls).toHaveLength(3);
    expect(Object.keys(firstLoad()?.answers ?? {})).toEqual(urls);
  });

  it('leaves to the app, once it runs, the texts it has not preloaded yet', () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('role', '1');
    window.history.replaceState(null, '', '/profile');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    vi.useFakeTimers();
    new Function(bootScript(OPTIONS))();
    // The GETs' tasks, then the first of the preloads': the layout's and the page's code.
    for (let task = 0; task < 3; task += 1) vi.advanceTimersToNextTimer();
    (window as unknown as Record<string, { startAll: () => void }>).__acornFirstLoad?.startAll();
    vi.runAllTimers();
    vi.useRealTimers();
    const hrefs = [...document.head.querySelectorAll('link[data-first-load]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/assets/i18n/shell/en.1.json',
      '/assets/layout.js',
      '/assets/profile.js',
      '/assets/layout.css',
    ]);
  });

  it('carries no translation the listed pages do not read', () => {
    expect(bootScript(OPTIONS)).not.toContain('/assets/i18n/admin/');
  });
});
