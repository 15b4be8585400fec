import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pngImage } from '../support/png';
import { choose, pdfBytes, portugueseNif, registerThroughForm, uniqueEmail } from './onboarding-support';

test.describe('advisor registration wizard', () => {
  test('an invited advisor agrees to the policies and completes the three steps with photo and CV', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerThroughForm(page, uniqueEmail('advisor'), true);

    // The policies open first and cannot be dismissed.
    const policies = page.getByRole('dialog', { name: 'Before you start' });
    await expect(policies).toBeVisible();
    await expect(policies.getByRole('button', { name: 'Privacy Policy' })).toBeVisible();
    await expect(policies.getByRole('button', { name: 'Participants’ Terms of Service' })).toBeVisible();
    await expect(policies.getByRole('table')).toContainText('English');
    await expect(policies.getByRole('link', { name: 'Privacy Policy, Português (PDF)' })).toBeVisible();
    await expect(policies.getByRole('button', { name: /close/i })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    await expect(policies).toBeVisible();
    await policies.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(policies).toHaveCount(0);
    // The registration form's consent counts: no banner asks again.
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);

    // Step 1: user information.
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User information', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('linkedin dot com');
    await page.getByRole('textbox', { name: 'Website' }).fill('https://rui-journey.pt');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByRole('textbox', { name: 'Contact name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'LinkedIn' })).toHaveAccessibleDescription('Invalid URL');

    await page.getByRole('textbox', { name: 'Contact name' }).fill('Rui Journey');
    await page.getByRole('combobox', { name: 'Job function' }).fill('Strategy consultant');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+351 911 111 111');
    await page.getByRole('textbox', { name: 'Company commercial name' }).fill('Rui Journey Consulting');
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/in/rui-journey');
    await page.route('**/api/addSbaRegistrationForm1', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const form1 = page.waitForRequest((request) => request.url().endsWith('/api/addSbaRegistrationForm1'));
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByRole('button', { name: 'Your form is submitted!' })).toBeDisabled();
    expect((await form1).postDataJSON()).toMatchObject({
      first_name: 'Rui Journey',
      job_function: 'Strategy consultant',
      linkedin: 'https://www.linkedin.com/in/rui-journey',
      website: 'https://rui-journey.pt',
      facebook: null,
      company_name: 'Rui Journey Consulting',
    });

    // Step 2: the VAT number first; the rest appears once it is valid.
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous step' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'IBAN' })).toHaveCount(0);
    const vatNumber = `PT${portugueseNif()}`;
    await page.getByRole('textbox', { name: 'VAT number' }).fill(vatNumber);
    await page.route('**/api/vat/lookup**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Validate VAT number' }).click();
    await expect(page.getByRole('button', { name: 'Validating' })).toBeVisible();
    await expect(page.getByText('VAT number is valid')).toBeVisible();

    await page.getByRole('textbox', { name: 'Company legal name' }).fill('Rui Journey, Unipessoal Lda.');
    await page.getByRole('textbox', { name: 'IBAN' }).fill('PT50 0002 0123 1234 5678 9015');
    await page.getByRole('textbox', { name: 'BIC/SWIFT' }).fill('BCOMPTPL');
    await page.getByRole('textbox', { name: 'Address 1' }).fill('Rua do Ouro 20');
    await choose(page, page.getByRole('combobox', { name: 'Country' }), 'Portugal', 'Portugal');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('1100-060');
    await page.getByRole('textbox', { name: 'City' }).fill('Lisboa');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect(page.getByText('Invalid IBAN')).toBeVisible();
    await page.getByRole('textbox', { name: 'IBAN' }).fill('PT50 0002 0123 1234 5678 9015 4');
    await expectNoSeriousA11yViolations(page);
    const form2 = page.waitForRequest((request) => request.url().endsWith('/api/addSbaRegistrationForm2'));
    await page.getByRole('button', { name: 'Next step' }).click();
    expect((await form2).postDataJSON()).toMatchObject({
      vatnumber: vatNumber,
      payment_account_swift: 'BCOMPTPL',
      postal_code: '1100-060',
      country: 152,
      address2: null,
      state: null,
    });

    // Step 3: bio, files, sector and services.
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();

    let chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Photo' }).click();
    await (await chooser).setFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(page.getByText('Only image can be uploaded')).toBeVisible();

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Photo' }).click();
    const photoUpload = page.waitForResponse((response) => response.url().endsWith('/api/files'));
    await (await chooser).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: pngImage(48, 48) });
    expect((await photoUpload).status()).toBe(200);
    await expect(page.getByText('portrait.png')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of Photo' })).toBeVisible();

    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'CV' }).click();
    await (await chooser).setFiles({
      name: 'photo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(page.getByText('Only image or PDF can be uploaded')).toBeVisible();
    chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'CV' }).click();
    await (await chooser).setFiles({ name: 'cv-rui.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await expect(page.getByRole('button', { name: 'Open cv-rui.pdf' })).toBeVisible();
    // The wizard replaces files; removing a saved one is the profile page's job.
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: 'Bio' })).toBeFocused();
    await page
      .getByRole('textbox', { name: 'Bio' })
      .fill('Twenty years helping industrial companies sell abroad.');
    await choose(page, page.getByRole('combobox', { name: 'Expertise sector' }), 'Auto', 'Automotive');
    await page.getByRole('checkbox', { name: 'Internationalisation' }).check();
    await page.getByRole('checkbox', { name: 'Key Account Management' }).check();
    await expectNoSeriousA11yViolations(page);

    const form3 = page.waitForRequest((request) => request.url().endsWith('/api/addSbaRegistrationForm3'));
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await form3).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      bio: 'Twenty years helping industrial companies sell abroad.',
      company_sector: 3,
    });
    expect(body.services).toHaveLength(2);
    expect(body.photo_file_id).toEqual(expect.any(Number));
    expect(body.cv_file_id).toEqual(expect.any(Number));
    expect(body).not.toHaveProperty('photo');

    await expect(page).toHaveURL('/profile');
  });
});
