import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { participantAtPackageStep, storeSession } from '../onboarding/onboarding-support';
import { expectNoSeriousA11yViolations } from '../support/axe';

const PARTICIPANT = 1;
const CRYSTAL = 1;

/** A fresh company that bought Crystal monthly by card through the test checkout. */
async function crystalCardMember(request: APIRequestContext): Promise<string> {
  const token = await participantAtPackageStep(request);
  const checkout = await request.post('/api/stripePost', {
    data: { id: CRYSTAL, substype: 'monthly', payoption: 'Credit' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = await checkout.json();
  const paid = await request.post(`${new URL(url).pathname}/complete`, { form: {}, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return token;
}

async function signedInCrystalMember(page: Page, request: APIRequestContext) {
  await storeSession(page, await crystalCardMember(request), PARTICIPANT);
}

/** The first thing a page shows after a navigation; the shared journey server can be slow to answer. */
const LOADED = { timeout: 30_000 };

test.describe('change of plan', () => {
  test.slow();

  test('a Crystal member meets locked campaigns, upgrades to Gold by card, and campaigns open at once', async ({
    page,
    request,
  }) => {
    await signedInCrystalMember(page, request);
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { name: /Only for Gold users/ })).toBeVisible(LOADED);
    await expect(page.getByText('Your plan: Crystal')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Upgrade to Gold' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change to Gold' });
    await expect(dialog.getByText(/Gold starts now\. You pay €[\d.,]+ today/)).toBeVisible();
    await dialog.getByRole('button', { name: /^Pay €[\d.,]+ and upgrade$/ }).click();
    await expect(page.getByText('You are now on Gold.')).toBeVisible();
    // The page itself, without a reload: the plan's features follow the payment.
    await expect(page.getByRole('heading', { name: /Only for Gold users/ })).toHaveCount(0);
    await expect(page).toHaveURL('/campaigns');

    await page.goto('/billing');
    await expect(page.getByRole('heading', { name: 'Plan & billing', level: 1 })).toBeVisible(LOADED);
    await expect(page.getByText('Gold', { exact: true })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    // The Crystal purchase and the upgrade's prorated invoice.
    await expect(rows).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });

  test('a downgrade is scheduled for the period end, shows its date, and can be undone', async ({
    page,
    request,
  }) => {
    const token = await crystalCardMember(request);
    const upgrade = await request.post('/api/billing/change', {
      data: { package_id: 3 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(upgrade.status()).toBe(200);
    await storeSession(page, token, PARTICIPANT);

    await page.goto('/plans');
    await expect(page.getByText('Your plan: Gold')).toBeVisible(LOADED);
    await page.getByRole('button', { name: 'Downgrade to Silver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change to Silver' });
    await expect(dialog.getByText(/You keep your current plan until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Schedule the change' }).click();
    await expect(
      page.getByText(/Your plan changes to Silver on \d{2}\/\d{2}\/\d{4}\./).first(),
    ).toBeVisible();

    await page.goto('/billing');
    await expect(page.getByText('Renews on')).toBeVisible(LOADED);
    const notice = page.getByText(/Your plan changes to Silver on (\d{2}\/\d{2}\/\d{4})\./);
    await expect(notice).toBeVisible();
    const renewal = await page.getByText('Renews on').locator('xpath=following-sibling::*[1]').textContent();
    await expect(notice).toContainText(renewal ?? '');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  });
});
