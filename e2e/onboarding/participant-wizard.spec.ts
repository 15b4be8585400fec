import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  choose,
  participantAtPackageStep,
  paymentOptions,
  portugueseNif,
  registerThroughForm,
  storeSession,
  uniqueEmail,
  wrongNif,
} from './onboarding-support';

test.describe('participant registration wizard and payment', () => {
  test('a new company registers, pays by card and downloads its invoice', async ({ page }) => {
    test.setTimeout(120_000);
    await registerThroughForm(page, uniqueEmail('card'));

    // Step 1: company and contact information.
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Company and contact information', level: 2 }),
    ).toBeVisible();
    // The registration form asked for the data-protection consent: no banner asks again.
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
    // Focused chrome: nothing to wander off to (no product menu, no 'Upgrade' locks) before paying.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/logout');
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Services you sell' })).toHaveCount(0);

    await page.getByRole('switch', { name: /Seller/ }).click();
    await choose(
      page,
      page.getByRole('combobox', { name: 'Services you sell' }),
      'Digital',
      'Digital Marketing',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Quinta Journey');
    await choose(page, page.getByRole('combobox', { name: 'Sector' }), 'Agri', 'Agriculture & Agribusiness');
    await choose(page, page.getByRole('combobox', { name: 'Countries of operation' }), 'Portu', 'Portugal');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Contact name' }).fill('Ana Journey');
    await page.getByRole('combobox', { name: 'Job function' }).fill('Sales');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+');
    await page.getByRole('button', { name: 'Next step' }).click();
    // '+' alone is not a phone number; everything typed stays.
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Quinta Journey');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+351 912 345 678');

    const userInfo = page.waitForRequest((request) => request.url().endsWith('/api/adduserinfo'));
    await page.getByRole('button', { name: 'Next step' }).click();
    expect((await userInfo).postDataJSON()).toMatchObject({
      is_seller: true,
      company_name: 'Quinta Journey',
      country_of_operation: [152],
      first_name: 'Ana Journey',
      job_function: 'Sales',
      phone: '+351 912 345 678',
      code: null,
    });

    // Step 2: address and VAT number.
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Company address and VAT number', level: 2 }),
    ).toBeFocused();
    const vat = page.getByRole('textbox', { name: 'VAT number' });
    await expect(vat).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: 'Country' }), 'United States', 'United States');
    // Outside the EU no VAT number is asked for.
    await expect(vat).toHaveCount(0);
    await choose(page, page.getByRole('combobox', { name: 'Country' }), 'Portugal', 'Portugal');
    await expect(
      page.getByText('Portugal: four digits, a dash and three digits, e.g. 1000-001.'),
    ).toBeVisible();

    const postalCode = page.getByRole('textbox', { name: 'Postal code' });
    await postalCode.fill('1000');
    await postalCode.blur();
    await expect(postalCode).toHaveAccessibleDescription(/Invalid postal code format/);
    await postalCode.fill('1000-001');
    await expect(postalCode).not.toHaveAccessibleDescription(/Invalid postal code format/);

    await vat.fill(wrongNif());
    await vat.blur();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(vat).toHaveAccessibleDescription(/VAT number is not valid/);
    await vat.fill(portugueseNif());
    await expect(vat).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Validate', exact: true }).click();
    await expect(page.getByText('VAT number is valid')).toBeVisible();

    await page.getByRole('textbox', { name: 'Company legal name' }).fill('Quinta Journey, Lda.');
    await page.getByRole('textbox', { name: 'Address 1' }).fill('Rua Augusta 1');
    await page.getByRole('textbox', { name: 'City' }).fill('Lisboa');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next step' }).click();

    // Step 3: the packages; the modal starts on Annual with Credit.
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expect(page.getByText('For Portugal, VAT of 23% is added')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Get started: Crystal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Crystal' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Annual' })).toBeChecked();
    expect(await paymentOptions(dialog)).toEqual(['Credit card', 'Direct debit']);
    await expect(dialog.getByRole('radio', { name: /Credit card/ })).toHaveAttribute('aria-checked', 'true');
    // 490 a year + 23% VAT.
    await expect(dialog).toContainText('€490');
    await expect(dialog).toContainText('€112.70');
    await expect(dialog).toContainText('€602.70');
    await expectNoSeriousA11yViolations(page);

    const checkout = page.waitForRequest((request) => request.url().endsWith('/api/stripePost'));
    await dialog.getByRole('button', { name: 'Continue to pay' }).click();
    expect((await checkout).postDataJSON()).toEqual({ id: 1, substype: 'annual', payoption: 'Credit' });

    // The built-in test checkout (no Stripe key on the journey server).
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: 'Pay (test)' }).click();

    await expect(page).toHaveURL(/\/welcome\?session_id=cs_/);
    await expect(page.getByRole('heading', { name: 'Registration completed successfully!' })).toBeVisible();
    // No inner header (back button) on this page.
    await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: "Let's grow" }).click();
    await expect(page).toHaveURL('/profile');

    // The paid period's invoice.
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('€602.70');
    await expectNoSeriousA11yViolations(page);
    const download = page.waitForEvent('download');
    await rows
      .nth(1)
      .getByRole('button', { name: /Download invoice .* \(PDF\)/ })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a declined payment says so and returns to the packages', async ({ page, request }) => {
    test.setTimeout(90_000);
    const token = await participantAtPackageStep(request);
    await storeSession(page, token, 1);
    await page.goto('/complete-participant-registration');
    // The wizard opens on the saved step.
    await expect(page.getByText('Step 3 of 3')).toBeVisible();

    await page.getByRole('button', { name: 'Get started: Gold' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue to pay' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await page.getByRole('button', { name: 'Decline (test)' }).click();

    await expect(page).toHaveURL('/payment-not-success');
    await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
    await expect(page.getByText('Redirecting you to the subscription page to try again...')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await expect(page).toHaveURL('/complete-participant-registration');
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get started: Gold' })).toBeVisible();
  });

  test('a Platinum year paid by bank transfer shows the amount with VAT, then the welcome @mobile', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await participantAtPackageStep(request);
    await storeSession(page, token, 1);
    // ?subscription= opens that package's modal at once.
    await page.goto('/complete-participant-registration?subscription=4');
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Platinum' });
    await expect(dialog).toBeVisible();
    expect(await paymentOptions(dialog)).toEqual(['Credit card', 'Bank transfer']);
    await dialog.getByText('Monthly', { exact: true }).click();
    expect(await paymentOptions(dialog)).toEqual(['Credit card', 'Direct debit']);
    await dialog.getByText('Annual', { exact: true }).click();
    await dialog.getByRole('radio', { name: /Bank transfer/ }).click();
    await expect(dialog).toContainText('€14,760');
    await expectNoSeriousA11yViolations(page);

    // Slow the answer down a little so the button's interim label can be seen.
    await page.route('**/api/bankPost', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Continue to pay' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(page).toHaveURL('/bank-transfer');
    await expect(page.getByRole('heading', { name: 'Bank transfer details', level: 1 })).toBeVisible();
    const details = page.getByRole('main');
    await expect(details).toContainText('Platinum plan (annual)');
    await expect(details).toContainText('€12,000');
    await expect(details).toContainText('VAT (23%)');
    await expect(details).toContainText('€2,760');
    await expect(details).toContainText('€14,760');
    await expect(page.getByRole('button', { name: 'Copy IBAN' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: "Let's grow" }).click();
    await expect(page).toHaveURL('/welcome');
    await expect(page.getByRole('heading', { name: 'Registration completed successfully!' })).toBeVisible();
    await expect(page.getByText('as soon as your bank transfer arrives')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: "Let's grow" }).click();
    await expect(page).toHaveURL('/profile');
  });
});
