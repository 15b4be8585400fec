import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi } from '../accounts/accounts-support';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * Detail pages act like the cards: Tecnimetal's (Gold) sheet-metal offer, read by Brightwave
 * (Silver, the market's tier), which wants it and writes from the page; the owner edits it; a
 * Silver company meets Gold's campaigns as the upsell they are. No other journey wants this offer
 * as Brightwave or writes to Tecnimetal about it from Brightwave.
 */
const VISITOR = 'analytics@demo.acorn.example';
const OWNER = { email: 'gold@demo.acorn.example', name: 'Tecnimetal Ibérica' };
const SILVER = 'silver@demo.acorn.example';

/** The id of the first published item a list answers to `email`. */
async function firstId(request: APIRequestContext, email: string, path: string): Promise<number> {
  const token = await loginViaApi(request, email, DEMO_PASSWORD);
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  const [item] = ((await res.json()) as { data: { id: number }[] }).data;
  if (!item) throw new Error(`the demo data answers ${path}`);
  return item.id;
}

/** No part of the page reaches past the window's right edge. */
async function expectNoSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('detail pages', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor wants an offer and writes to its owner from its page; the owner edits it', async ({
    page,
    request,
  }) => {
    const id = await firstId(request, VISITOR, '/api/market/offers?search=sheet-metal');
    await openAs(page, request, VISITOR, `/20-log-market/iws/${id}`);
    // The first page of a run waits on a cold server for its code, texts and data.
    await expect(page.getByRole('heading', { level: 1, name: /sheet-metal/i })).toBeVisible({
      timeout: 30_000,
    });

    // The author block leads to the company's public profile.
    const author = page.getByRole('link', { name: OWNER.name });
    await expect(author).toHaveAttribute('href', /^\/company\/\d+$/);

    // Want shows its state and keeps it through a reload (taken back first if an earlier run left it).
    const wanted = page.getByRole('button', { name: 'Wanted' });
    const want = page.getByRole('button', { name: 'Want', exact: true });
    await expect(want.or(wanted)).toBeVisible({ timeout: 30_000 });
    if (await wanted.isVisible()) await wanted.click();
    await expect(want).toHaveAttribute('aria-pressed', 'false');
    await want.click();
    await expect(wanted).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(wanted).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });

    // Share opens the spec's dialog.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await expect(share.getByRole('button', { name: 'LinkedIn' })).toBeVisible();
    await expect(share.getByRole('textbox', { name: 'Link to share' })).toHaveValue(
      new RegExp(`/20-log-market/iws/${id}$`),
    );
    await expectNoSeriousA11yViolations(page);
    await share.getByRole('button', { name: 'Close' }).click();

    // At phone width nothing runs off the side.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(wanted).toBeVisible();
    await expectNoSidewaysOverflow(page);
    await page.setViewportSize({ width: 1366, height: 900 });

    // 'Send an email' writes to the owner about the offer; the thread names the offer on top.
    await page.getByRole('link', { name: 'Send an email' }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/new\\?to=\\d+&item_type=offer&item_id=${id}`));
    await expect(page.getByText(`To ${OWNER.name}`)).toBeVisible();
    const text = `Could you cut 2 mm stainless for our dashboards' kiosks? ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByRole('region', { name: `Messages with ${OWNER.name}` })).toContainText(text);
    await expect(page.getByRole('link', { name: /sheet-metal/i }).first()).toBeVisible();

    // The owner's page: Edit and the status, nothing to want or write to itself.
    await openAs(page, request, OWNER.email, `/20-log-market/iws/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: /sheet-metal/i })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/edit/offer/${id}`);
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Want/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Send an email' })).toHaveCount(0);
  });

  test('a Silver company meets a campaign as the upsell: its card and its page, no Want or message', async ({
    page,
    request,
  }) => {
    const id = await firstId(request, OWNER.email, '/api/campaigns?perPage=1');
    await openAs(page, request, SILVER, `/campaign/${id}`);
    const locked = page.getByRole('heading', { level: 1, name: 'Only for Gold users. Upgrade' });
    await expect(locked).toBeVisible({ timeout: 30_000 });
    await expect(locked.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plans?feature=CAMPAIGNS_FEATURE',
    );
    await expect(page.getByRole('button', { name: /^Want/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Send an email' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysOverflow(page);

    // The feed's campaign cards say the same in place of their footer.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/feed?tab=campaigns');
    const card = page.getByRole('article').filter({ hasText: 'Lighter chassis parts' });
    await expect(card.getByText('Only for Gold users.')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/plans?feature=CAMPAIGNS_FEATURE',
    );
    await expect(card.getByRole('button', { name: /^Want/ })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Send an email' })).toHaveCount(0);
  });
});
