import { expect, test } from '@playwright/test';
import { DEMO_PARTICIPANT, DEMO_PASSWORD, loginViaApi, storeSession } from '../accounts/accounts-support';

/** The pages of apps/web/src/app/first-load.ts a participant lands on, with the GETs their first load makes. */
const SHELL_REQUESTS = ['/api/me', '/api/packages', '/api/app-config'];
const PAGES = [
  {
    path: '/profile',
    // The page's own content, not only its heading: its forms wait for their texts.
    content: 'main form',
    requests: [
      ...SHELL_REQUESTS,
      '/api/profile',
      '/api/countries?lang=en',
      '/api/sectors?lang=en',
      '/api/services?lang=en',
    ],
  },
  {
    path: '/invoices',
    content: 'main table',
    requests: [...SHELL_REQUESTS, '/api/invoices?page=1&perPage=10'],
  },
  {
    path: '/feed',
    content: 'main article',
    requests: [
      ...SHELL_REQUESTS,
      '/api/feed?type=all&page=1',
      '/api/companies/latest?number=3',
      '/api/feed?type=offers&perPage=3',
      '/api/feed?type=posts&perPage=3',
    ],
  },
];

test.describe('a signed-in first load', () => {
  for (const { path, content, requests } of PAGES) {
    test(`of ${path} has its code and first answers asked for by index.html, each once`, async ({
      page,
      request,
    }) => {
      const token = await loginViaApi(request, DEMO_PARTICIPANT, DEMO_PASSWORD);
      await storeSession(page, token, 1);
      // The messages' event stream stays open as long as the page does, so the network would
      // never fall idle: it is refused here (the app then polls), and the idle network below
      // means every other request has been answered.
      await page.route('**/api/conversations/events', (route) => route.abort());
      // When the page's own heading, then its content, first show, in the page's clock (as its
      // resource timings).
      await page.addInitScript((selector) => {
        new MutationObserver((_records, observer) => {
          if (!('pageShownAt' in window) && document.querySelector('main h1'))
            Object.assign(window, { pageShownAt: performance.now() });
          if (!document.querySelector(selector)) return;
          Object.assign(window, { contentShownAt: performance.now() });
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, content);
      const apiCalls: string[] = [];
      const textFiles: string[] = [];
      page.on('request', (sent) => {
        const url = new URL(sent.url());
        if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
        if (url.pathname.startsWith('/assets/i18n/')) textFiles.push(url.pathname);
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const html = await (await request.get(path)).text();
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator(content).first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      // The app read every answer the boot script asked for instead of asking again.
      for (const call of requests)
        expect(
          apiCalls.filter((made) => made === call),
          call,
        ).toHaveLength(1);
      expect(await page.evaluate(() => '__acornFirstLoad' in window)).toBe(false);
      // Each translation file once: a preload the app's own request did not use is a second download.
      expect(textFiles.filter((file, index) => textFiles.indexOf(file) !== index)).toEqual([]);
      expect(warnings.filter((text) => text.includes('preloaded using link preload'))).toEqual([]);

      // Every script the page fetched before it showed was named by index.html or its boot script.
      const { hinted, fetchedBeforeShown } = await page.evaluate(() => {
        const shownAt = (window as unknown as { pageShownAt: number }).pageShownAt;
        return {
          hinted: [...document.querySelectorAll('link[data-first-load]')].map((link) =>
            link.getAttribute('href'),
          ),
          fetchedBeforeShown: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < shownAt)
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => pathname.endsWith('.js')),
        };
      });
      expect(hinted.some((href) => href?.endsWith('.js'))).toBe(true);
      const named = new Set([...hinted, ...(html.match(/\/assets\/[^"]+\.js/g) ?? [])]);
      expect(fetchedBeforeShown.filter((pathname) => !named.has(pathname))).toEqual([]);

      // Every text the page's content waited for is one the boot script preloads for this page,
      // so none is asked for only once the page's code has run.
      const bootSource = await (await request.get(html.match(/\/assets\/boot\.[^"]+\.js/)![0])).text();
      const listed = (name: string) => JSON.parse(new RegExp(`const ${name} = (.*);`).exec(bootSource)![1]!);
      const bootPage = (listed('pages') as Array<{ path: string; namespaces: string[] }>).find(
        (candidate) => candidate.path === path,
      )!;
      const preloaded = new Set(['shell', ...listed('shell').namespaces, ...bootPage.namespaces]);
      const textsBeforeContent = await page.evaluate(() => {
        const shownAt = (window as unknown as { contentShownAt: number }).contentShownAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < shownAt)
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.startsWith('/assets/i18n/'));
      });
      expect(textsBeforeContent.length).toBeGreaterThan(0);
      const namespaceOf = (pathname: string) => pathname.split('/')[3]!;
      expect(textsBeforeContent.map(namespaceOf).filter((namespace) => !preloaded.has(namespace))).toEqual(
        [],
      );
    });
  }
});
