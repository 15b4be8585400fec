import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_ADVISOR, DEMO_PASSWORD, loginViaApi, storeSession } from '../accounts/accounts-support';
import { fillOfferBasics } from '../market/market-support';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { submitForApproval } from '../support/content';

/** A Gold company: it may create offers and read the other companies' profiles. */
const GOLD = 'consulting@demo.acorn.example';
const VISITOR = 'gold@demo.acorn.example';

const SIZES = {
  wide: { width: 1366, height: 900 },
  laptop: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
} as const;

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Looks at the page as a person would at each width: nothing runs off the side. */
async function checkEverySize(page: Page, name: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await expect.poll(() => sidewaysOverflow(page), `${name} at ${size}`).toBeLessThanOrEqual(0);
    await test.info().attach(`${name} ${size}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
}

async function companyId(request: APIRequestContext, email: string): Promise<number> {
  const token = await loginViaApi(request, email, DEMO_PASSWORD);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { id: number }).id;
}

// Long forms, three widths each and accessibility checks: more than the default minute.
test.describe.configure({ timeout: 180_000 });

/** A page's first load on a busy machine (its code, texts and data) can take longer than a step. */
const PAGE_LOAD = { timeout: 30_000 };

test.describe('forms and numbers in the member’s language', () => {
  test('a date typed as dd/MM/yyyy shows so and is saved as that day, in English and Portuguese', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(SIZES.wide);
    await openAs(page, request, GOLD, '/create/offer');
    await expect(page.getByRole('heading', { name: 'Create new offer', level: 1 })).toBeVisible(PAGE_LOAD);
    const title = `Dated offer ${Date.now()}`;
    await fillOfferBasics(page, title, 'Pallet racking inspections.');

    // Typed digit by digit, the slashes come by themselves; the day comes first, as in the spec.
    const opening = page.getByLabel('Opening date');
    const closing = page.getByLabel('Closing date');
    await opening.pressSequentially('01122026');
    await expect(opening).toHaveValue('01/12/2026');
    await closing.pressSequentially('31/12/2026');
    await expect(closing).toHaveValue('31/12/2026');
    // The pair sits on one line (the closing date's hint goes below its box), stacked on a phone.
    const [openingBox, closingBox] = [await opening.boundingBox(), await closing.boundingBox()];
    expect(Math.abs((openingBox?.y ?? 0) - (closingBox?.y ?? 1))).toBeLessThanOrEqual(1);
    await page.setViewportSize(SIZES.phone);
    expect((await closing.boundingBox())?.y ?? 0).toBeGreaterThan((await opening.boundingBox())?.y ?? 0);
    await checkEverySize(page, '/create/offer');
    await expectNoSeriousA11yViolations(page);

    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /"deadline"/.test(response.request().postData() ?? ''),
    );
    await submitForApproval(page);
    const response = await created;
    expect(response.request().postDataJSON()).toMatchObject({
      opening_date: '2026-12-01',
      deadline: '2026-12-31',
    });
    const answer = (await response.json()) as { data?: { id?: number }; id?: number };
    const id = answer.data?.id ?? answer.id;
    expect(id).toBeGreaterThan(0);

    // In Portuguese the stored day reads the same way, and a new one is typed the same way.
    await page.evaluate(() => localStorage.setItem('lang', 'pt'));
    await page.goto(`/edit/offer/${id}`);
    const closingPt = page.getByLabel('Data de encerramento');
    await expect(closingPt).toHaveValue('31/12/2026', PAGE_LOAD);
    await closingPt.fill('');
    await closingPt.pressSequentially('30112027');
    await expect(closingPt).toHaveValue('30/11/2027');
    const edited = page.waitForRequest(
      (sent) => sent.method() === 'PUT' && /"deadline"/.test(sent.postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Submeter', exact: true }).click();
    expect((await edited).postDataJSON()).toMatchObject({ deadline: '2027-11-30' });
  });

  test('a review average reads 4,2 in Portuguese', async ({ page, request }) => {
    const seller = await companyId(request, GOLD);
    await page.addInitScript(() => localStorage.setItem('lang', 'pt'));
    await openAs(page, request, VISITOR, `/company/${seller}?tab=credentials`);
    const reviews = page.getByRole('region', { name: 'Avaliações' });
    // The reviews load as they come near the screen.
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText('4,2 em 5 · 5 avaliações')).toBeVisible(PAGE_LOAD);
    await checkEverySize(page, `/company/${seller} credentials`);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('layouts', () => {
  test('the feed keeps a readable column at 1024 px, with its side column below it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(SIZES.laptop);
    await openAs(page, request, VISITOR, '/feed');
    const side = page.getByRole('complementary', { name: /./ }).last();
    await expect(side).toBeVisible(PAGE_LOAD);
    const feedWidth = () =>
      side.evaluate((aside) => aside.previousElementSibling?.getBoundingClientRect().width ?? 0);
    expect(await feedWidth()).toBeGreaterThanOrEqual(560);
    await page.setViewportSize(SIZES.wide);
    expect(await feedWidth()).toBeGreaterThanOrEqual(560);
    // Wide enough, the column sits beside the feed.
    const besideTop = await side.evaluate(
      (aside) =>
        aside.getBoundingClientRect().top - (aside.previousElementSibling?.getBoundingClientRect().top ?? 0),
    );
    expect(Math.abs(besideTop)).toBeLessThanOrEqual(1);
    await checkEverySize(page, '/feed');
    await expectNoSeriousA11yViolations(page);
  });

  test("a member's header fits the narrowest phones, every control on the screen", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openAs(page, request, VISITOR, '/feed');
    const menu = page.getByRole('button', { name: /account menu$/ });
    await expect(page.getByRole('banner').getByRole('link', { name: /^Messages/ })).toBeVisible(PAGE_LOAD);
    for (const width of [360, 320, SIZES.phone.width]) {
      await page.setViewportSize({ width, height: 780 });
      await expect.poll(() => sidewaysOverflow(page), `the feed at ${width} px`).toBeLessThanOrEqual(0);
      const box = await menu.boundingBox();
      // The avatar keeps the bar's margin from the edge.
      expect((box?.x ?? width) + (box?.width ?? 0), `the account menu at ${width} px`).toBeLessThanOrEqual(
        width - 8,
      );
      // The logo is still named for screen readers where only its mark shows.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Acorn' })).toBeVisible();
    }
    await expect(page.getByText('Acorn', { exact: true }).first()).toBeVisible();
  });

  test("a visitor's header fits a 320 px phone in Spanish, Sign in on the screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 780 });
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await page.goto('/createaccount');
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' });
    await expect(signIn).toBeVisible(PAGE_LOAD);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const box = await signIn.boundingBox();
    expect((box?.x ?? 320) + (box?.width ?? 0)).toBeLessThanOrEqual(320 - 8);
  });

  test("a member's wordiest pages fit a 320 px phone in Portuguese and Spanish", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    // Pages whose labels, tabs and buttons run longest once translated.
    const wordiest = [
      '/feed',
      '/profile',
      '/profile?tab=company',
      '/billing',
      '/plans',
      '/needs-and-leads-seller-area',
      '/messages',
      '/notifications/preferences',
      '/create/offer',
      '/reviews',
    ];
    await page.setViewportSize({ width: 320, height: 780 });
    await openAs(page, request, GOLD, '/feed');
    for (const language of ['pt', 'es']) {
      await page.evaluate((chosen) => localStorage.setItem('lang', chosen), language);
      for (const path of wordiest) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(PAGE_LOAD);
        await expect(page.getByRole('status')).toHaveCount(0, PAGE_LOAD);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await expect
          .poll(() => sidewaysOverflow(page), `${path} in ${language} at 320 px`)
          .toBeLessThanOrEqual(0);
      }
    }
  });

  test('the second bar is the same on every signed-in page', async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(SIZES.wide);
    await openAs(page, request, GOLD, '/feed');
    for (const path of ['/feed', '/reviews', '/profile', '/messages']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(PAGE_LOAD);
      await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Create offer' })).toBeVisible(PAGE_LOAD);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('an advisor sent away from the feed never downloads its code', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await storeSession(page, await loginViaApi(request, DEMO_ADVISOR, DEMO_PASSWORD), 2);
    // A first load of /feed, as after signing in.
    await page.goto('/feed');
    await expect(page).not.toHaveURL(/\/feed$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(PAGE_LOAD);
    // And from inside the app: the header's logo links to the feed.
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).not.toHaveURL(/\/feed$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(PAGE_LOAD);
    expect(scripts.filter((path) => /\/feed-page-/.test(path))).toEqual([]);
  });
});
