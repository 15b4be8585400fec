import { expect, test } from '@playwright/test';
import { DEMO_PARTICIPANT, DEMO_PASSWORD, loginViaApi, storeSession } from '../accounts/accounts-support';

/** The pages of apps/web/src/app/first-load.ts a participant lands on, with the GETs their first load makes. */
const SHELL_REQUESTS = ['/api/me', '/api/packages', '/api/app-config'];
const PAGES = [
  {
    path: '/profile',
    requests: [
      ...SHELL_REQUESTS,
      '/api/profile',
      '/api/countries?lang=en',
      '/api/sectors?lang=en',
      '/api/services?lang=en',
    ],
  },
  { path: '/invoices', requests: [...SHELL_REQUESTS, '/api/invoices?page=1&perPage=10'] },
  {
    path: '/feed',
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
  for (const { path, requests } of PAGES) {
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
      // When the page's own heading first shows, in the page's clock (as its resource timings).
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          if (!document.querySelector('main h1')) return;
          Object.assign(window, { pageShownAt: performance.now() });
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
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
    });
  }
});
