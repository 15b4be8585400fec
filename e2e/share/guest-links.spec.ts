import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, passwordBox } from '../accounts/accounts-support';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Demo members who only read here. */
const READER = 'gold@demo.acorn.example';
const CAMPAIGN_READER = 'platinum@demo.acorn.example';
const SELLER = 'Nortejo Consulting';

/** The pages the sitemap lists for visitors, by kind: `/company/12` → ['company', 12]. */
async function sitemapIds(request: APIRequestContext, kind: 'company' | 'campaign' | 'post') {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(new RegExp(`/${kind}/(\\d+)</loc>`, 'g'))].map((match) => Number(match[1]));
}

/** The demo seller's id and the e-mail its profile shows members, from the API. */
async function demoSeller(request: APIRequestContext) {
  for (const id of await sitemapIds(request, 'company')) {
    const preview = await request.get(`/api/public/companies/${id}`);
    if ((await preview.json()).data?.name !== SELLER) continue;
    const token = await loginViaApi(request, READER, DEMO_PASSWORD);
    const full = await request.get(`/api/companies/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const profile = (await full.json()) as { contact: { email: string | null; phone: string | null } };
    return { id, email: profile.contact.email, phone: profile.contact.phone };
  }
  throw new Error(`${SELLER} is not in the sitemap`);
}

/** No sideways scrolling at any width. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signing in loads the member's shell and the full page's code and texts at once: on a busy machine, more than a step's usual wait. */
const SIGNED_IN_PAGE = { timeout: 30_000 };

/** The preview's way in (the header has its own Sign in too). */
const joinCall = (page: Page) => page.getByRole('region', { name: 'See the whole picture on Acorn' });

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await passwordBox(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Full-page screenshots at the three widths the screens are checked at, each without overflow. */
async function screenshots(page: Page, name: string) {
  for (const width of [1366, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoOverflow(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe('links guests can open', () => {
  test("a guest opens a shared company link, reads its public face, signs in and lands back on the company's full page @mobile", async ({
    page,
    request,
  }) => {
    const seller = await demoSeller(request);
    await page.goto(`/company/${seller.id}`);
    await expect(page.getByRole('heading', { name: SELLER, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Credentials', level: 2 })).toBeVisible();
    // Nothing that reaches the company's people: no contact block, e-mail or phone.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Contact', level: 2 })).toHaveCount(0);
    for (const secret of [seller.email, seller.phone]) {
      if (secret) await expect(main).not.toContainText(secret);
    }
    const call = joinCall(page);
    await expect(call.getByRole('link', { name: 'Join Acorn' })).toHaveAttribute('href', '/createaccount');
    await expect(call.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/?returnTo=%2Fcompany%2F${seller.id}`,
    );
    await expectNoOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await call.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`/?returnTo=%2Fcompany%2F${seller.id}`);
    await signIn(page, READER);
    await expect(page).toHaveURL(`/company/${seller.id}`, SIGNED_IN_PAGE);
    await expect(page.getByRole('heading', { name: SELLER, level: 1 })).toBeVisible();
    // The member's page: its tabs and the contact the company shares.
    await expect(page.getByRole('tab', { name: 'Credentials' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Contact', level: 2 })).toBeVisible();
    await expect(joinCall(page)).toHaveCount(0);
  });

  test('a guest opens a shared campaign, signs in from its preview and comes back to it', async ({
    page,
    request,
  }) => {
    const [campaignId] = await sitemapIds(request, 'campaign');
    expect(campaignId).toBeDefined();
    const preview = (await (await request.get(`/api/public/content/campaign/${campaignId}`)).json()).data as {
      title: string;
    };
    await page.goto(`/campaign/${campaignId}`);
    await expect(page.getByRole('heading', { name: preview.title, level: 1 })).toBeVisible();
    await expect(page.getByText('Campaign', { exact: true })).toBeVisible();
    await expectNoOverflow(page);
    await expectNoSeriousA11yViolations(page);

    await joinCall(page).getByRole('link', { name: 'Sign in' }).click();
    await signIn(page, CAMPAIGN_READER);
    await expect(page).toHaveURL(`/campaign/${campaignId}`, SIGNED_IN_PAGE);
    await expect(page.getByRole('heading', { name: preview.title })).toBeVisible();
    await expect(joinCall(page)).toHaveCount(0);
  });

  test('a shared post stays readable and offers a way in; an unavailable link says so', async ({
    page,
    request,
  }) => {
    const [postId] = await sitemapIds(request, 'post');
    expect(postId).toBeDefined();
    await page.goto(`/post/${postId}`);
    const call = joinCall(page);
    await expect(call.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/?returnTo=%2Fpost%2F${postId}`,
    );
    await expectNoOverflow(page);

    await page.goto('/20-log-market/iws/2147483000');
    await expect(
      page.getByRole('heading', { name: 'This link is no longer available', level: 1 }),
    ).toBeVisible();
    await expect(joinCall(page).getByRole('link', { name: 'Join Acorn' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a private page opened signed out asks to sign in and returns there; a foreign return address is ignored', async ({
    page,
  }) => {
    await page.goto('/messages');
    await expect(page).toHaveURL('/?returnTo=%2Fmessages');
    await signIn(page, READER);
    await expect(page).toHaveURL('/messages', SIGNED_IN_PAGE);

    // Signed in, a sign-in link naming another site goes to the feed, not there.
    await page.goto('/?returnTo=%2F%2Fevil.example');
    await expect(page).toHaveURL('/feed');
  });

  test('every page a guest opens from a shared link fits 1366, 1024 and 390 px without sideways scrolling', async ({
    page,
    request,
  }) => {
    // Fifteen full-page screenshots: more than one journey's minute on a shared machine.
    test.slow();
    const [companyId] = await sitemapIds(request, 'company');
    const [campaignId] = await sitemapIds(request, 'campaign');
    const [postId] = await sitemapIds(request, 'post');
    const pages: Array<[string, string]> = [
      ['company-preview', `/company/${companyId}`],
      ['campaign-preview', `/campaign/${campaignId}`],
      ['post-guest', `/post/${postId}`],
      ['unavailable', '/20-log-market/iwb/2147483000'],
      ['sign-in-return', `/?returnTo=%2Fcompany%2F${companyId}`],
    ];
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await screenshots(page, name);
    }
  });
});
