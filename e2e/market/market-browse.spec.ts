import { expect, type Page, test } from '@playwright/test';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Brightwave Analytics: a Silver seller with an offer of its own in the demo market. */
const SILVER_SELLER = 'analytics@demo.acorn.example';
const OWN_OFFER = 'Customer analytics dashboards in four weeks';
const OTHERS_OFFER = 'Precision sheet-metal parts for machinery makers';
const OTHERS_OFFER_PT = 'Estratégia de internacionalização para PME industriais';
const OTHERS_OPPORTUNITY = 'Buscamos consultora de experiencia del paciente';
/** Waiting for the operator: in no one else's market. */
const PENDING_OFFER = 'Conservas gourmet para tiendas delicatessen';

const card = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test.describe('the market to browse', () => {
  test.describe.configure({ timeout: 90_000 });

  test("a Silver company opens 20 LOG Market from the main menu: others' offers, a tab per side, a search", async ({
    page,
    request,
  }) => {
    await openAs(page, request, SILVER_SELLER, '/feed');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: '20 LOG market' })
      .first()
      .click();
    await expect(page).toHaveURL('/20-log-market');
    await expect(page.getByRole('heading', { name: '20 LOG Market', level: 1 })).toBeVisible();

    // Offers has items, so it opens there: other companies' published offers, not its own.
    await expect(page.getByRole('tab', { name: /^Offers/ })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, OTHERS_OFFER)).toBeVisible();
    await expect(card(page, OTHERS_OFFER_PT)).toBeVisible();
    await expect(card(page, OWN_OFFER)).toHaveCount(0);
    await expect(card(page, PENDING_OFFER)).toHaveCount(0);
    // Each card opens the item's page; no Edit on another company's card.
    await expect(card(page, OTHERS_OFFER).getByRole('link', { name: /View more/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The other side, kept in the address.
    await page.getByRole('tab', { name: /^Opportunities/ }).click();
    await expect(page).toHaveURL('/20-log-market?tab=opportunities');
    await expect(card(page, OTHERS_OPPORTUNITY)).toBeVisible();
    await expect(card(page, OTHERS_OFFER)).toHaveCount(0);

    // The feed's search box: typing narrows the side shown.
    await page.getByRole('tab', { name: /^Offers/ }).click();
    await page.getByRole('searchbox', { name: 'Search the market' }).fill('sheet-metal');
    await expect(page).toHaveURL(/search=sheet-metal/);
    await expect(card(page, OTHERS_OFFER)).toBeVisible();
    await expect(card(page, OTHERS_OFFER_PT)).toHaveCount(0);
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();

    // The feed's filters: a sector no offer targets empties the list.
    await page.getByRole('button', { name: 'Industry Sectors' }).click();
    const panel = page.getByRole('dialog', { name: 'Industry Sectors' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();

    // Its own items stay in My account.
    await page.getByRole('link', { name: 'Your offers and opportunities' }).click();
    await expect(page).toHaveURL('/20-log-market/posts/opportunities');
  });

  test('without a chosen tab, the market opens on the side that has items @mobile', async ({
    page,
    request,
  }) => {
    await openAs(page, request, SILVER_SELLER, '/20-log-market?search=paciente');
    // The first page of a phone's first visit: its code and texts load on a busy machine.
    await expect(card(page, OTHERS_OPPORTUNITY)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('tab', { name: /^Opportunities/ })).toHaveAttribute('aria-selected', 'true');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? width);
    await expectNoSeriousA11yViolations(page);
  });
});
