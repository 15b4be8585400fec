import { expect, type Page, test } from '@playwright/test';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { clippedTexts } from '../support/layout';

/**
 * A Silver company wants a Platinum company's opportunity (Platinum has Needs & Leads). No other
 * journey wants this opportunity or reads the two companies' conversation about it.
 */
const BUYER = { email: 'silver@demo.acorn.example', name: 'Lumen Arquitectura' };
const SELLER = { email: 'platinum@demo.acorn.example', name: 'Corticeira Atlântica' };
const ITEM = 'Procuramos distribuidor de rolhas técnicas na Escandinávia';

const card = (page: Page) => page.getByRole('article').filter({ hasText: ITEM });
const log = (page: Page, name: string) => page.getByRole('region', { name: `Messages with ${name}` });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test.describe('Needs & Leads', () => {
  test('a Want becomes a lead; the owner replies and the wanting company sees it without reloading', async ({
    browser,
    request,
  }) => {
    // Two browsers side by side, each loading its pages: more than the default minute.
    test.setTimeout(120_000);
    const buyerContext = await browser.newContext();
    const sellerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    const seller = await sellerContext.newPage();

    // The buyer wants the opportunity from its card in the feed (taken back first on a database
    // where an earlier run wanted it, so the Want is new).
    await openAs(buyer, request, BUYER.email, '/feed?tab=opportunities&search=rolhas');
    const wanted = card(buyer).getByRole('button', { name: 'Wanted', exact: true });
    const want = card(buyer).getByRole('button', { name: 'Want', exact: true });
    await expect(wanted.or(want)).toBeVisible();
    if (await wanted.isVisible()) await wanted.click();
    await want.click();
    await expect(wanted).toHaveAttribute('aria-pressed', 'true');

    // The buyer waits on its messages.
    await buyer.goto('/messages');
    await expect(buyer.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

    // The owner finds the Want first among its leads, about the opportunity, and replies.
    await openAs(seller, request, SELLER.email, '/needs-and-leads-seller-area');
    await expect(seller.getByRole('heading', { level: 1, name: 'Needs & leads' })).toBeVisible();
    const lead = seller
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: BUYER.name })
      .filter({ hasText: 'Wanted' })
      .filter({ hasText: ITEM });
    await expect(lead.getByRole('link', { name: ITEM, exact: true })).toHaveAttribute(
      'href',
      /\/20-log-market\/iwb\/\d+$/,
    );
    await expectNoSeriousA11yViolations(seller);
    await lead.getByRole('link', { name: `Reply to ${BUYER.name}` }).click();
    await expect(seller).toHaveURL(/\/messages\/(new\?.*item_type=opportunity.*|\d+)$/);
    await expect(seller.getByRole('link', { name: ITEM, exact: true })).toBeVisible();
    const reply = `Thank you for your interest: shall we talk this week? ${Date.now()}`;
    await composer(seller).fill(reply);
    await composer(seller).press('Enter');
    await expect(seller).toHaveURL(/\/messages\/\d+$/);
    await expect(log(seller, BUYER.name)).toContainText(reply);

    // The buyer's open list shows the reply, unread, without a reload; the thread holds it.
    const conversation = buyer
      .getByRole('list', { name: 'Inbox' })
      .getByRole('link')
      .filter({ hasText: reply });
    await expect(conversation).toContainText(SELLER.name);
    await expect(conversation).toContainText('1 unread message');
    await conversation.click();
    await expect(log(buyer, SELLER.name)).toContainText(reply);
    await expect(buyer.getByRole('link', { name: ITEM, exact: true })).toBeVisible();

    // With the thread open, the owner's next message appears in it as it is sent.
    const next = `Tuesday at 10:00 Lisbon time? ${Date.now()}`;
    await composer(seller).fill(next);
    await composer(seller).press('Enter');
    await expect(log(buyer, SELLER.name)).toContainText(next);
    await expectNoSeriousA11yViolations(buyer);

    await buyerContext.close();
    await sellerContext.close();
  });

  test('the Needs tab ranks the opportunities matching the seller, each with why', async ({
    page,
    request,
  }) => {
    await openAs(page, request, SELLER.email, '/needs-and-leads-seller-area');
    await page.getByRole('tab', { name: 'Needs' }).click();
    await expect(page).toHaveURL(/\?tab=needs$/);
    const need = page.getByRole('main').getByRole('listitem').first();
    await expect(need).toContainText(/Strong match|Good match|Partial match/);
    await expect(need.getByText(/^(Same service|Sector|Country): /).first()).toBeVisible();
    await expect(need.getByRole('link', { name: /^Message / })).toHaveAttribute(
      'href',
      /^\/messages\/new\?to=\d+&item_type=opportunity&item_id=\d+/,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test('in Portuguese on a 320 px phone the four kinds of lead show whole', async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.addInitScript(() => localStorage.setItem('lang', 'pt'));
    await openAs(page, request, SELLER.email, '/needs-and-leads-seller-area');
    const kinds = page.getByRole('radiogroup', { name: 'Mostrar' });
    await expect(kinds.getByText('Candidaturas')).toBeVisible();
    expect(await clippedTexts(kinds)).toEqual([]);
  });

  test("an item's page lets a member write to its owner about it, and not the owner to itself", async ({
    page,
    request,
  }) => {
    await openAs(page, request, BUYER.email, '/feed?tab=opportunities&search=rolhas');
    await card(page).getByRole('link', { name: ITEM, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: ITEM })).toBeVisible();
    const itemPage = page.url();
    await page.getByRole('link', { name: 'Send an email' }).click();
    await expect(page).toHaveURL(/\/messages\/new\?to=\d+&item_type=opportunity&item_id=\d+/);
    await expect(page.getByRole('link', { name: ITEM, exact: true })).toBeVisible();

    await openAs(page, request, SELLER.email, new URL(itemPage).pathname);
    await expect(page.getByRole('heading', { level: 1, name: ITEM })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send an email' })).toHaveCount(0);
  });

  test('a company whose tier lacks Needs & Leads meets the upgrade screen', async ({ page, request }) => {
    await openAs(page, request, BUYER.email, '/needs-and-leads-seller-area');
    await expect(page.getByRole('heading', { name: 'Only for Gold users. Upgrade', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Leads' })).toHaveCount(0);
  });
});
