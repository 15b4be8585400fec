import { expect, test } from '@playwright/test';
import { ownItem } from '../market/market-support';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { approveAsOperator, submitForApproval } from '../support/content';

/** The two Platinum demo companies (advisors are a Platinum feature) and one without them. */
const PLATINUM = 'platinum@demo.acorn.example';
const HEALTH = 'health@demo.acorn.example';
const GOLD = 'gold@demo.acorn.example';

const HIDDEN_NOTE = 'This advisor prefers to keep its identity hidden';

test.describe('advisor listings', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a Platinum company lists an advisor with a hidden identity; once approved, another company reads it as Nondisclosure', async ({
    page,
    browser,
    request,
  }) => {
    await openAs(page, request, PLATINUM, '/your-advisor-seller-area');
    await expect(page.getByRole('heading', { name: 'Your advisors', level: 1 })).toBeVisible();
    await expect(ownItem(page, 'Inês Carvalho').getByText('Published')).toBeVisible();

    await page.goto('/create/advisor');
    await expect(page.getByRole('heading', { name: 'Create new advisor', level: 1 })).toBeVisible();
    const stamp = Date.now();
    const name = `Rui Tavares ${stamp}`;
    const word = `vinhaexport${stamp}`;
    await expect(page.getByLabel('Hide my identity')).toBeChecked();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Headline (max 250 carac.)').fill('Wine exports to Brazil and Angola');
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type(
      `Twenty harvests of ${word} deals, from the first tasting to the shipping contract.`,
    );
    await submitForApproval(page);

    await page.goto('/your-advisor-seller-area');
    await expect(ownItem(page, name).getByText('Pending')).toBeVisible();
    const link = ownItem(page, name).getByRole('link', { name, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    const id = Number(href.split('/').pop());
    expect(href).toBe(`/iwsb/advisor/${id}`);
    await link.click();
    // The owner reads the name and is told who else does not.
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('The identity is hidden')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await approveAsOperator(request, 'advisor', id);

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await openAs(visitor, request, HEALTH, '/your-advisor');
    await expect(visitor.getByRole('heading', { name: 'Your Advisor', level: 1 })).toBeVisible();
    await visitor.getByLabel('Search advisors').fill(word);
    await expect(visitor.getByText('1 result', { exact: true })).toBeVisible();
    await visitor.getByRole('link', { name: 'Nondisclosure' }).click();
    await expect(visitor).toHaveURL(`/iwsb/advisor/${id}`);
    await expect(visitor.getByRole('heading', { name: 'Nondisclosure', level: 1 })).toBeVisible();
    await expect(visitor.getByText(HIDDEN_NOTE)).toBeVisible();
    await expect(visitor.getByText('Wine exports to Brazil and Angola')).toBeVisible();
    await expect(visitor.getByText(name)).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(visitor);
    await context.close();
  });

  test("a Platinum company finds other companies' advisors, a hidden one as Nondisclosure, and follows its own @mobile", async ({
    page,
    request,
  }) => {
    await openAs(page, request, PLATINUM, '/your-advisor');
    await expect(page.getByRole('heading', { name: 'Your Advisor', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nondisclosure' })).toBeVisible();
    // Its own listings and the one still waiting for the operator stay out.
    await expect(page.getByRole('link', { name: 'Inês Carvalho' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Marc Dubois' })).toHaveCount(0);
    await expect(page.getByText('Javier Morales')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Nondisclosure' }).click();
    await expect(page.getByRole('heading', { name: 'Nondisclosure', level: 1 })).toBeVisible();
    await expect(page.getByText(HIDDEN_NOTE)).toBeVisible();
    await expect(page.getByText('Financial Management & Control')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('another Platinum company reads a listed identity with its contacts, and its own listings with their status', async ({
    page,
    request,
  }) => {
    await openAs(page, request, HEALTH, '/your-advisor');
    await page.getByLabel('Search advisors').fill('distribuidores');
    await page.getByRole('link', { name: 'Inês Carvalho' }).click();
    await expect(page.getByRole('heading', { name: 'Inês Carvalho', level: 1 })).toBeVisible();
    await expect(page.getByText(HIDDEN_NOTE)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ines.carvalho@demo.acorn.example' })).toBeVisible();

    await page.goto('/your-advisor-seller-area');
    await expect(ownItem(page, 'Javier Morales').getByText('Published')).toBeVisible();
    await expect(ownItem(page, 'Marc Dubois').getByText('Pending')).toBeVisible();
  });

  test('a Gold company meets advisors locked, with the tier that has them', async ({ page, request }) => {
    await openAs(page, request, GOLD, '/your-advisor');
    await expect(
      page.getByRole('heading', { name: 'Only for Platinum users. Upgrade', level: 1 }),
    ).toBeVisible();
    await expect(page.getByLabel('Search advisors')).toHaveCount(0);
    await page.goto('/your-advisor-seller-area');
    await expect(
      page.getByRole('heading', { name: 'Only for Platinum users. Upgrade', level: 1 }),
    ).toBeVisible();
  });
});
