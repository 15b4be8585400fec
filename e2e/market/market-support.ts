import { expect, type Page } from '@playwright/test';
import { pickOption } from '../profiles/profiles-support';
import { submitForApproval } from '../support/content';

/** The owner's market page, on the tab of one side. */
export const ownMarketPath = (side: 'offers' | 'opportunities') =>
  `/20-log-market/posts/opportunities?tab=${side}`;

/** The offer form's title, description and the three required lists, filled as a member does. */
export async function fillOfferBasics(page: Page, title: string, description: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type(description);
  await pickOption(
    page,
    page.getByRole('combobox', { name: '20LOG service' }),
    'Supply Chain & Procurement',
    { search: true },
  );
  await pickOption(page, page.getByRole('combobox', { name: 'Target industry sectors' }), 'Manufacturing', {
    search: true,
  });
  await page.keyboard.press('Escape');
  await pickOption(page, page.getByRole('combobox', { name: 'Target countries' }), 'Portugal', {
    search: true,
  });
  await page.keyboard.press('Escape');
}

/**
 * Fills the engine's offer form with the required fields (and a scoring-board answer) as a member
 * does, waiting out the form's two-second input lock, and submits it for approval.
 */
export async function fillAndSubmitOffer(page: Page, title: string) {
  await expect(page.getByRole('heading', { name: 'Create new offer', level: 1 })).toBeVisible();
  await fillOfferBasics(page, title, 'Laser cutting and welding for machinery makers.');
  await page.getByLabel('Reviews').selectOption({ label: 'Yes' });
  await page.getByLabel('Closing date').fill('2099-12-31');
  await submitForApproval(page);
}

/** An item of the owner's list, by its title. */
export const ownItem = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });
