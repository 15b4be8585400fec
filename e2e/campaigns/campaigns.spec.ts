import { expect, test } from '@playwright/test';
import { ownItem } from '../market/market-support';
import { openAs, pickOption } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { publishOwnItem, submitForApproval } from '../support/content';

/** A Platinum demo company no other journey publishes as. */
const PLATINUM = 'health@demo.acorn.example';

test.describe('campaigns', () => {
  test.describe.configure({ timeout: 150_000 });

  test("a company reads another's campaign with its countdown and roles", async ({ page, request }) => {
    await openAs(page, request, PLATINUM, '/campaigns');
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    const title = 'Lighter chassis parts for agricultural machinery';
    await expect(
      page.getByRole('listitem').filter({ hasText: title }).getByText('Closes in 2 months'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Closes in 2 months')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buyer roles', level: 2 })).toBeVisible();
    await expect(page.getByText('General Management, Operations')).toBeVisible();
    await expect(page.getByText('Favourable')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a company creates a campaign through the form engine, finds it pending in its channel, and once approved counting down @mobile', async ({
    page,
    request,
  }) => {
    await openAs(page, request, PLATINUM, '/create/campaign');
    await expect(page.getByRole('heading', { name: 'Create new campaign', level: 1 })).toBeVisible();
    const title = `Posture clinic ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await pickOption(page, page.getByRole('combobox', { name: 'Target industry segments' }), 'Healthcare', {
      search: true,
    });
    await page.keyboard.press('Escape');
    await pickOption(page, page.getByRole('combobox', { name: 'Target countries' }), 'Spain', {
      search: true,
    });
    await page.keyboard.press('Escape');
    await pickOption(page, page.getByRole('combobox', { name: '20LOG services' }), 'Customer Experience', {
      search: true,
    });
    await page.keyboard.press('Escape');
    await page.getByLabel('Product').fill('Posture checks at the office');
    await page.getByLabel('Advantage').fill('No time away from work');
    await page.getByLabel('Pain: fears, frustrations and problems').fill('Back pain and sick leave');
    await page.getByLabel('Gain: desire, confidence and happiness').fill('A healthier team');
    await pickOption(page, page.getByRole('combobox', { name: 'This campaign answers' }), 'A problem');
    await pickOption(page, page.getByRole('combobox', { name: 'Business case', exact: true }), 'Undisputed');
    await page.getByLabel('Publication date').fill('2026-12-01');
    await page.getByLabel('Closing date').fill('2099-12-31');
    await submitForApproval(page);

    await page.goto('/your-channel-seller-area?tab=campaigns');
    await expect(ownItem(page, title).getByText('Pending')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Once the operator approves it, its page counts down to the closing date.
    await publishOwnItem(page, request, 'campaign', title);
    await expect(page.getByText(/^Closes in \d+ years$/)).toBeVisible();
    await expect(page.getByText('Our team is reviewing this item.')).toHaveCount(0);
  });
});
