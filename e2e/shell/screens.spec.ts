import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_ADVISOR, DEMO_PASSWORD, loginViaApi, storeSession } from '../accounts/accounts-support';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Every page a visitor or member can open, with the heading that says it has loaded. */
const SCREENS: Record<'guest' | 'participant' | 'advisor', Array<{ path: string; heading: RegExp }>> = {
  guest: [
    { path: '/', heading: /Grow your business/ },
    { path: '/createaccount', heading: /^Create your account$/ },
    { path: '/forgot-password', heading: /password/i },
    { path: '/page/privacy-policy', heading: /^Privacy Policy$/ },
    { path: '/account-inactive', heading: /inactive/i },
    { path: '/no/such/page', heading: /^Page not found$/ },
    { path: '/admin/login', heading: /^Sign in$/ },
    // What a shared link shows someone not signed in: the public previews.
    { path: '/company/5', heading: /./ },
    { path: '/campaign/{campaign}', heading: /./ },
    { path: '/post/{post}', heading: /./ },
    { path: '/20-log-market/iws/{offer}', heading: /sheet-metal/i },
  ],
  participant: [
    { path: '/feed', heading: /./ },
    { path: '/profile', heading: /^Profile$/ },
    { path: '/invoices', heading: /^Invoices$/ },
    { path: '/change-password', heading: /password/i },
    { path: '/20-log-market/posts/opportunities?tab=offers', heading: /^20 LOG Market$/ },
    // The demo's sheet-metal offer: its id is looked up, as content ids follow no order.
    { path: '/20-log-market/iws/{offer}', heading: /sheet-metal/i },
    { path: '/company/5', heading: /./ },
    { path: '/create/offer', heading: /^Create new offer$/ },
    { path: '/plans', heading: /^Plans$/ },
    { path: '/notifications', heading: /^Notifications$/ },
    { path: '/notifications/preferences', heading: /^Notification preferences$/ },
    { path: '/messages', heading: /^Messages$/ },
    { path: '/messages?folder=requests', heading: /^Messages$/ },
    { path: '/needs-and-leads-seller-area', heading: /^Needs & leads$/ },
    { path: '/needs-and-leads-seller-area?tab=needs', heading: /^Needs & leads$/ },
    { path: '/20-log-market', heading: /^20 LOG Market$/ },
    { path: '/20-log-market?tab=opportunities', heading: /^20 LOG Market$/ },
    { path: '/20-log-market/iwb/{opportunity}', heading: /./ },
    { path: '/campaign/{campaign}', heading: /./ },
    { path: '/post/{post}', heading: /./ },
    { path: '/iwsb/sampling/{sampling}', heading: /./ },
    { path: '/iwsb/protocol/{protocol}', heading: /./ },
    { path: '/iwsb/advisor/{advisor}', heading: /./ },
    { path: '/billing', heading: /^Plan & billing$/ },
    { path: '/plans?feature=CAMPAIGNS_FEATURE', heading: /./ },
    { path: '/reviews', heading: /./ },
    { path: '/referrals', heading: /./ },
  ],
  advisor: [
    { path: '/sba-profile', heading: /./ },
    { path: '/sba-payment-information', heading: /payment/i },
    { path: '/notifications', heading: /^Notifications$/ },
    { path: '/notifications/preferences', heading: /^Notification preferences$/ },
    { path: '/messages', heading: /^Messages$/ },
  ],
};

/** With SCREENSHOTS_DIR set, every screen is saved there as it looked (to look at, not compared). */
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;

// The widths of a desktop, a small laptop or tablet held sideways, and a phone.
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1366, height: 768 } },
  { name: 'laptop', size: { width: 1024, height: 768 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** Sums the page's unexpected layout shifts from the first paint on (the CLS of one load). */
function recordLayoutShifts() {
  const record = window as unknown as { layoutShift: number };
  record.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const layoutShiftSoFar = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
    return (window as unknown as { layoutShift: number }).layoutShift;
  });

/** Content ids follow no order: one published item of each kind another company owns, read from the feed. */
async function demoIds(request: APIRequestContext, token: string): Promise<Record<string, number>> {
  const tabs = {
    opportunity: 'opportunities',
    campaign: 'campaigns',
    post: 'posts',
    sampling: 'samplings',
    protocol: 'protocols',
    advisor: 'advisors',
  } as const;
  const ids: Record<string, number> = {};
  for (const [name, tab] of Object.entries(tabs)) {
    const answer = await request.get(`/api/feed?type=${tab}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const cards = ((await answer.json()) as { data: { id: number; is_own: boolean }[] }).data;
    const card = cards.find((candidate) => !candidate.is_own);
    if (!card) throw new Error(`the demo data has another company's published ${name}`);
    ids[name] = card.id;
  }
  const found = await request.get('/api/market/offers?search=sheet-metal', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [offer] = ((await found.json()) as { data: { id: number }[] }).data;
  if (!offer) throw new Error("the demo data's sheet-metal offer is published");
  ids.offer = offer.id;
  return ids;
}

async function visitEvery(page: Page, who: keyof typeof SCREENS, ids: Record<string, number> = {}) {
  await page.addInitScript(recordLayoutShifts);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport.size);
    for (const screen of SCREENS[who]) {
      await page.goto(screen.path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name])));
      await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      // A member's header is whole before the page is looked at: Messages beside the bell.
      if (who !== 'guest')
        await expect(
          page.getByRole('banner').getByRole('link', { name: /^Messages, \d+ unread$/ }),
        ).toBeVisible();
      // Space is kept for what loads late: the page does not jump while it fills in.
      expect(
        await layoutShiftSoFar(page),
        `layout shift of ${screen.path} at ${viewport.name}`,
      ).toBeLessThanOrEqual(0.05);
      if (SCREENSHOTS_DIR) {
        await page.screenshot({
          fullPage: true,
          path: join(SCREENSHOTS_DIR, `${who}${screen.path.replace(/[^\w-]+/g, '_')}-${viewport.name}.png`),
        });
      }
      // Nothing runs off the side of a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.path} at ${viewport.name}`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  }
}

test.describe('every screen, on a desktop and on a phone', () => {
  test('what a visitor sees', async ({ page, request }) => {
    test.setTimeout(300_000);
    const ids = await demoIds(
      request,
      await loginViaApi(request, 'health@demo.acorn.example', DEMO_PASSWORD),
    );
    await visitEvery(page, 'guest', ids);
  });

  test('what a paying member sees', async ({ page, request }) => {
    test.setTimeout(600_000);
    // Platinum, so that every type opens.
    const token = await loginViaApi(request, 'health@demo.acorn.example', DEMO_PASSWORD);
    await storeSession(page, token, 1);
    await visitEvery(page, 'participant', await demoIds(request, token));
  });

  test('what an advisor sees', async ({ page, request }) => {
    test.setTimeout(180_000);
    await storeSession(page, await loginViaApi(request, DEMO_ADVISOR, DEMO_PASSWORD), 2);
    await visitEvery(page, 'advisor');
  });
});
