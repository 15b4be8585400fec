import { expect, test } from '@playwright/test';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillAndSubmitOffer, ownItem, ownMarketPath } from './market-support';

/** Demo companies these journeys publish as, one per test so parallel tests never share one. */
const GOLD = 'consulting@demo.acorn.example';
const SILVER = 'silver@demo.acorn.example';
const CRYSTAL = 'logistics@demo.acorn.example';

test.describe('the 20 LOG market', () => {
  // Whole journeys through a long form, with accessibility checks: more than the default minute.
  test.describe.configure({ timeout: 150_000 });

  test('a Gold company creates an offer through the form engine, edits it while pending, and deletes it @mobile', async ({
    page,
    request,
  }) => {
    await openAs(page, request, GOLD, ownMarketPath('offers'));
    await expect(page.getByRole('heading', { name: '20 LOG Market', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The create bar offers one button per entity the tier has (a menu on phones).
    const createButton = page.getByRole('link', { name: 'Create offer' });
    const createMenu = page.getByRole('button', { name: 'Create', exact: true });
    // The bar comes once the page has settled.
    await expect(createButton.or(createMenu)).toBeVisible();
    if (await createButton.isVisible()) await createButton.click();
    else {
      await createMenu.click();
      await page.getByRole('menuitem', { name: 'Create offer' }).click();
    }
    await expect(page).toHaveURL('/create/offer');
    await expectNoSeriousA11yViolations(page);

    const title = `Sheet-metal parts ${Date.now()}`;
    await fillAndSubmitOffer(page, title);
    // 'Great!' closes back to the page the member came from, where the new offer waits for approval.
    await expect(page).toHaveURL(ownMarketPath('offers'));
    await expect(ownItem(page, title).getByText('Pending')).toBeVisible();

    await ownItem(page, title)
      .getByRole('button', { name: `Status of ${title}` })
      .click();
    const status = page.getByRole('dialog', { name: 'Status' });
    await expect(status.getByText('only you can see it until it is approved')).toBeVisible();
    await status.getByRole('button', { name: 'Close' }).click();

    // Edit: the form comes back filled with what was sent; the change keeps it pending.
    await ownItem(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page.getByRole('heading', { name: 'Edit offer', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Closing date')).toHaveValue('31/12/2099');
    await expect(page.getByLabel('Reviews')).toHaveValue('yes');
    const renamed = `${title} (CNC)`;
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Great!' });
    await expect(
      done.getByText('This information has been correctly submitted', { exact: true }),
    ).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(ownItem(page, renamed).getByText('Pending')).toBeVisible();

    // The detail page shows the owner its status and the scoring board in the offer's words.
    await ownItem(page, renamed).getByRole('link', { name: renamed, exact: true }).click();
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
    await expect(page.getByText('Our team is reviewing this item.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goBack();

    await ownItem(page, renamed)
      .getByRole('button', { name: `Delete ${renamed}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Removed successfully' })).toBeVisible();
    await expect(ownItem(page, renamed)).toHaveCount(0);
  });

  test('submitting an empty opportunity names every required field in the Error dialog', async ({
    page,
    request,
  }) => {
    await openAs(page, request, SILVER, '/create/opportunity');
    await expect(page.getByRole('heading', { name: 'Create new opportunity', level: 1 })).toBeVisible();
    // Opportunities ask what the seller must show: Required / Not required.
    await expect(page.getByLabel('Certificates')).toHaveValue('no');
    await expect(page.getByLabel('Certificates').locator('option')).toHaveText(['Required', 'Not required']);
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog.getByText('Please, fill in the following fields that are required:')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Title',
      'Description',
      '20LOG service',
      'Target industry sectors',
      'Target countries',
      'Closing date',
    ]);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByLabel('Title')).toBeFocused();
    await expect(page.getByText('This field is required').first()).toBeVisible();
  });

  test('a Crystal company sees the market locked with the tier that unlocks it, and the way to the plans', async ({
    page,
    request,
  }) => {
    await openAs(page, request, CRYSTAL, '/feed');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const locked = menu.getByRole('link', { name: '20 LOG market' }).first();
    await expect(locked).toHaveAttribute('data-locked', 'true');
    await locked.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Only for Silver users. Upgrade');
    // No create bar for a tier without content features.
    await expect(page.getByRole('link', { name: 'Create offer' })).toHaveCount(0);
    // The locked item leads to the plans, the one that unlocks it named first.
    await locked.click();
    await expect(page).toHaveURL('/plans?feature=LOG_MARKET_FEATURE');
    await expect(
      page.getByRole('heading', { name: 'Only for Silver users. Upgrade', level: 1 }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The market's own pages say the same.
    await page.goto('/create/offer');
    await expect(
      page.getByRole('heading', { name: 'Only for Silver users. Upgrade', level: 1 }),
    ).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveCount(0);
  });

  test("an unknown entity goes to the feed, and so do a market item that cannot be read and another company's item to edit", async ({
    page,
    request,
  }) => {
    const { token } = await openAs(page, request, SILVER, '/create/spaceship');
    await expect(page).toHaveURL('/feed');
    await page.goto('/20-log-market/iws/2147483647');
    await expect(page).toHaveURL('/feed');
    // Another company's published offer can be read, not edited.
    const found = await request.get('/api/market/offers?search=sheet-metal', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [offer] = ((await found.json()) as { data: { id: number }[] }).data;
    if (!offer) throw new Error("the demo data's sheet-metal offer is published");
    await page.goto(`/20-log-market/iws/${offer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /sheet-metal/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await page.goto(`/edit/offer/${offer.id}`);
    await expect(page).toHaveURL('/feed');
  });
});
