import { expect, test } from '@playwright/test';
import { ownItem } from '../market/market-support';
import { openAs, pickOption } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { approveAsOperator, submitForApproval } from '../support/content';

/** Demo companies these journeys act as, one per test so parallel tests never share one. */
const PLATINUM = 'platinum@demo.acorn.example';
const GOLD = 'gold@demo.acorn.example';
const SILVER = 'silver@demo.acorn.example';

test.describe('protocols', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a Platinum company publishes a protocol through the form engine, finds it in its channel, and reads it published once approved @mobile', async ({
    page,
    request,
  }) => {
    await openAs(page, request, PLATINUM, '/your-channel-seller-area');
    await expect(page.getByRole('heading', { name: 'Your channel', level: 1 })).toBeVisible();
    await expect(
      ownItem(page, 'Sustainable packaging audit at cost price').getByText('Published'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/create/protocol');
    await expect(page.getByRole('heading', { name: 'Create new protocol', level: 1 })).toBeVisible();
    const title = `Cork insulation trial ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Two square metres of cork insulation to test on site, free for members.');
    await pickOption(page, page.getByRole('combobox', { name: 'Categories' }), 'Consulting & Advisory', {
      search: true,
    });
    await page.keyboard.press('Escape');
    await pickOption(
      page,
      page.getByRole('combobox', { name: 'Target industry sectors' }),
      'Construction & Real Estate',
      {
        search: true,
      },
    );
    await page.keyboard.press('Escape');
    await pickOption(page, page.getByRole('combobox', { name: 'Target countries' }), 'Portugal', {
      search: true,
    });
    await page.keyboard.press('Escape');
    await page.getByLabel('Publication date').fill('2026-12-01');
    await page.getByLabel('Valid until').fill('2026-11-30');
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    // The server's rule on the dates shows under the field, nothing typed is lost.
    await expect(page.getByText('The end date cannot be before the start date')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await page.getByLabel('Valid until').fill('2099-06-30');
    await submitForApproval(page);

    await page.goto('/your-channel-seller-area');
    await expect(ownItem(page, title).getByText('Pending')).toBeVisible();
    await ownItem(page, title).getByRole('link', { name: title, exact: true }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Our team is reviewing this item.')).toBeVisible();
    await expect(page.getByText('30/06/2099')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Approved, it is published: no more review notice.
    await approveAsOperator(request, 'protocol', Number(new URL(page.url()).pathname.split('/').pop()));
    await page.reload();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText('Our team is reviewing this item.')).toHaveCount(0);
  });

  test("a Gold company searches other companies' protocols and opens one; an expired one is not listed", async ({
    page,
    request,
  }) => {
    await openAs(page, request, GOLD, '/protocols-directory');
    await expect(page.getByRole('heading', { name: 'Protocols', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sustainable packaging audit at cost price' })).toBeVisible();
    // Its own protocols and the expired one stay out of the directory.
    await expect(page.getByRole('link', { name: '15% off prototype runs for network members' })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('link', { name: 'Welding certification course, spring edition' }),
    ).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Search protocols').fill('diagnost');
    await expect(page.getByText('1 result', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Free growth diagnostic for new members' }).click();
    await expect(
      page.getByRole('heading', { name: 'Free growth diagnostic for new members', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Training & Workshops')).toBeVisible();
    // Not the owner: no status and no Edit.
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  });

  test('a Silver company meets the protocols locked, with the tier that has them', async ({
    page,
    request,
  }) => {
    await openAs(page, request, SILVER, '/protocols-directory');
    await expect(page.getByRole('heading', { name: 'Only for Gold users. Upgrade', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Search protocols')).toHaveCount(0);
    await page.goto('/iwsb/protocol/1');
    await expect(page.getByRole('heading', { name: 'Only for Gold users. Upgrade', level: 1 })).toBeVisible();
  });
});
