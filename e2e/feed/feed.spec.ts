import { expect, type Page, test } from '@playwright/test';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';

const GOLD = 'gold@demo.acorn.example';
// Silver and above open the market (DESIGN §4): a Crystal company sees its cards locked.
const SILVER = 'silver@demo.acorn.example';

const results = (page: Page) => page.getByText(/^\d+ results?$/);
const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

test.describe('the feed', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a company searches and filters the feed, and the address keeps the view through a reload', async ({
    page,
    request,
  }) => {
    await openAs(page, request, GOLD, '/feed');
    await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
    await expect(results(page)).toBeVisible();
    const total = Number((await results(page).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(10);
    // Ten a page; 'Show more' adds the next ten below.
    await expect(page.getByRole('article')).toHaveCount(10);
    await page.getByRole('button', { name: 'Show more' }).click();
    // Other journeys publish meanwhile: the second page adds to the first, however many there are now.
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(10);
    await expect(page.getByRole('complementary', { name: 'Latest in the network' })).toContainText(
      'Latest companies',
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Giveaways' }).click();
    await expect(page).toHaveURL(/[?&]tab=samplings/);
    await expect(card(page, 'Free office layout study')).toBeVisible();
    await expect(card(page, 'Free office layout study').getByText(/samples? left$/)).toBeVisible();
    await page.getByRole('tab', { name: 'All' }).click();

    // Accents and case do not matter, and a word is found by its beginning; the company's name counts.
    await page.getByLabel('Search the feed').fill('LUMEN arquitec');
    await expect(page).toHaveURL(/search=LUMEN/);
    // The last results stay, dimmed and busy, until the search's own arrive.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(card(page, 'Free office layout study')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasNotText: 'Lumen Arquitectura' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Search the feed')).toHaveValue('LUMEN arquitec');
    await expect(card(page, 'Free office layout study')).toBeVisible();

    // A filter applies on Save and shows on its button; Cancel changes nothing; Clear filters empties.
    await page.getByLabel('Search the feed').fill('');
    await page.getByRole('button', { name: 'Other filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Other filters' });
    await panel.getByRole('combobox', { name: 'Countries' }).fill('Ireland');
    await page.getByRole('option', { name: 'Ireland' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/countries=\d+/);
    // The cleared box is not brought back by the filter saved right after it.
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.getByRole('button', { name: /Other filters/ })).toContainText('1');
    await expect(card(page, 'Customer analytics dashboards')).toBeVisible();
    // Items for Ireland only: the Spanish studio's giveaway goes.
    await expect(card(page, 'Free office layout study')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /Other filters/ }).click();
    await panel.getByRole('button', { name: 'Clear filters' }).click();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/countries=\d+/);
    await page.getByRole('button', { name: /Other filters/ }).click();
    await panel.getByRole('button', { name: 'Clear filters' }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page).not.toHaveURL(/countries=/);

    // Switching a tab clears the filters.
    await page.goto('/feed?countries=1');
    await page.getByRole('tab', { name: 'Companies' }).click();
    await expect(page).toHaveURL('/feed?tab=companies');
    await page.getByLabel('Search the feed').fill('nortejo');
    await expect(card(page, 'Nortejo Consulting')).toBeVisible();
  });

  test('a company wants an item and the owner is told; its own items offer Edit and their status', async ({
    page,
    request,
  }) => {
    const offer = 'Customer analytics dashboards in four weeks';
    await openAs(page, request, SILVER, '/feed?tab=offers');
    const want = card(page, offer).getByRole('button', { name: /^Want/ });
    await expect(want).toHaveAttribute('aria-pressed', 'false');
    await want.click();
    const wanted = card(page, offer).getByRole('button', { name: 'Wanted' });
    await expect(wanted).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(wanted).toBeVisible();
    // Taken back, as it was.
    await wanted.click();
    await expect(card(page, offer).getByRole('button', { name: /^Want$/ })).toBeVisible();

    // 'Send an email' opens a conversation with the owner about the offer (issue 31).
    await card(page, offer).getByRole('link', { name: 'Send an email' }).click();
    await expect(page).toHaveURL(/\/messages\/new\?to=\d+&item_type=offer&item_id=\d+/);
    await expect(page.getByText('To Brightwave Analytics')).toBeVisible();
    await expect(page.getByRole('link', { name: offer })).toBeVisible();
    const text = 'Could your studio also look at a 400 m² office?';
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    await expect(page.getByRole('region', { name: 'Messages with Brightwave Analytics' })).toContainText(
      text,
    );
    await expectNoSeriousA11yViolations(page);

    // The owner's own card: Edit and its status, no Want or e-mail to itself.
    await openAs(page, request, 'analytics@demo.acorn.example', '/feed?tab=offers');
    await expect(card(page, offer).getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(card(page, offer).getByText('Published')).toBeVisible();
    await expect(card(page, offer).getByRole('button', { name: /^Want/ })).toHaveCount(0);
  });

  test('the directories list sellers and participants with the same search and filters', async ({
    page,
    request,
  }) => {
    await openAs(page, request, GOLD, '/seller-directory');
    await expect(page.getByRole('heading', { name: 'Sellers', level: 1 })).toBeVisible();
    await expect(card(page, 'Nortejo Consulting')).toBeVisible();
    await expect(card(page, 'Quinta do Vale Verde')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/participant-directory');
    await page.getByLabel('Search companies').fill('vale verde');
    await expect(card(page, 'Quinta do Vale Verde')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  test('fits a phone: every tab reachable, the newest below the feed @mobile', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, request, GOLD, '/feed');
    await expect(results(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Companies' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const feedTop = (await page.getByRole('article').first().boundingBox())?.y ?? 0;
    const sidebarTop =
      (await page.getByRole('complementary', { name: 'Latest in the network' }).boundingBox())?.y ?? 0;
    expect(sidebarTop).toBeGreaterThan(feedTop);
    await expectNoSeriousA11yViolations(page);
  });

  test('a picture is as sharp as the screen needs: the large copy on a dense phone, the medium one in a desktop column', async ({
    browser,
    request,
  }) => {
    /** The copy the browser chose for the picture (not the avatar) of the demo's card titled `title`. */
    const chosen = async (
      screen: { width: number; deviceScaleFactor: number },
      path: string,
      title: string,
    ) => {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: 900 },
        deviceScaleFactor: screen.deviceScaleFactor,
      });
      const page = await context.newPage();
      await openAs(page, request, GOLD, path);
      const picture = page
        .locator('article, .mantine-Card-root')
        .filter({ hasText: title })
        .locator('img.mantine-Image-root');
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
      await context.close();
      return source.split('-').pop();
    };
    // A 390 px phone at three pixels a point needs about 1,000 pixels across the card.
    expect(await chosen({ width: 390, deviceScaleFactor: 3 }, '/feed', 'Free office layout study')).toBe(
      'large.webp',
    );
    // Two columns of blog posts on a desktop at one pixel a point: 454 px each.
    expect(
      await chosen({ width: 1366, deviceScaleFactor: 1 }, '/blog', 'How we cut our lead times in half'),
    ).toBe('medium.webp');
  });
});
