import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pngImage } from '../support/png';
import { chooseFile, DEMO, openAs, pickOption, savedNotice } from './profiles-support';

/** A minimal one-page PDF: the server checks the %PDF- signature. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

// Both journeys change the one demo advisor: one after the other.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.describe('advisor profile', () => {
  test('the advisor completes the profile with a photo and a CV and finds them after a reload', async ({
    page,
    request,
  }) => {
    await openAs(page, request, DEMO.advisor, '/sba-profile');
    await expect(page.getByRole('heading', { name: 'Advisor profile', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: 'Contact name', exact: true })).toHaveValue(
      'Marta Albuquerque',
    );
    await expect(main.getByRole('textbox', { name: 'VAT number', exact: true })).toHaveAttribute(
      'readonly',
      '',
    );
    await expectNoSeriousA11yViolations(page);

    // What the advisor profile requires, and the account checks.
    await main.getByRole('textbox', { name: 'IBAN', exact: true }).fill('PT50 0000');
    await main.getByRole('textbox', { name: 'BIC/SWIFT', exact: true }).fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByText('Invalid IBAN')).toBeVisible();
    await expect(main.getByText('Invalid BIC/SWIFT')).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'IBAN', exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await main
      .getByRole('textbox', { name: 'Company legal name', exact: true })
      .fill('Marta Albuquerque Consultoria Unipessoal, Lda.');
    await main
      .getByRole('textbox', { name: 'LinkedIn', exact: true })
      .fill('https://www.linkedin.com/in/marta-albuquerque');
    await main.getByRole('textbox', { name: 'Website', exact: true }).fill('https://albuquerque-advisory.pt');
    await pickOption(
      page,
      main.getByRole('combobox', { name: 'Experience in the list of services', exact: true }),
      'Internationalisation',
      {
        search: true,
      },
    );
    await main.getByRole('textbox', { name: 'IBAN', exact: true }).fill('PT50 0002 0123 1234 5678 9015 4');
    await main.getByRole('textbox', { name: 'BIC/SWIFT', exact: true }).fill('cgdiptpl');
    await main.getByRole('textbox', { name: 'Address 1', exact: true }).fill('Avenida da Liberdade 110');
    await main.getByRole('textbox', { name: 'City', exact: true }).fill('Lisboa');
    await main.getByRole('textbox', { name: 'Postal code', exact: true }).fill('1250096');
    await expect(main.getByText('Invalid postal code format')).toBeVisible();
    await main.getByRole('textbox', { name: 'Postal code', exact: true }).fill('1250-096');
    await expect(main.getByText('Invalid postal code format')).toHaveCount(0);

    // The demo advisor's photo is replaced by the one chosen.
    await expect(main.getByText('marta-albuquerque.png')).toBeVisible();
    await chooseFile(page, main.getByRole('button', { name: 'Replace: Photo' }), {
      name: 'marta.png',
      mimeType: 'image/png',
      buffer: pngImage(64, 64, [184, 116, 31]),
    });
    await expect(main.getByRole('img', { name: 'Preview of Photo' })).toBeVisible();
    await chooseFile(page, main.getByRole('button', { name: 'Choose file: CV' }), {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a CV'),
    });
    await expect(main.getByText('Only image or PDF can be uploaded')).toBeVisible();
    await chooseFile(page, main.getByRole('button', { name: 'Choose file: CV' }), {
      name: 'marta-cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(main.getByRole('button', { name: 'Open marta-cv.pdf (opens in a new tab)' })).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(savedNotice(page)).toBeVisible();

    await page.reload();
    await expect(main.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue(
      'PT50000201231234567890154',
    );
    await expect(main.getByRole('textbox', { name: 'BIC/SWIFT', exact: true })).toHaveValue('CGDIPTPL');
    await expect(main.getByRole('textbox', { name: 'Postal code', exact: true })).toHaveValue('1250-096');
    await expect(main.getByText('Internationalisation')).toBeVisible();
    const photo = main.getByRole('img', { name: 'Preview of Photo' });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    // The CV is private: it opens in a new tab through the signed-in download.
    const popup = page.waitForEvent('popup');
    await main.getByRole('button', { name: 'Open marta-cv.pdf (opens in a new tab)' }).click();
    await (await popup).close();
    await expectNoSeriousA11yViolations(page);
  });

  test('the advisor hides their identity: members read Nondisclosure and the note, and the name again once shown', async ({
    page,
    request,
    browser,
  }) => {
    const { id } = await openAs(page, request, DEMO.advisor, '/sba-profile');
    const main = page.getByRole('main');
    const hide = main.getByRole('switch', { name: 'Hide my identity' });
    const save = async (hidden: boolean) => {
      await expect(main.getByRole('textbox', { name: 'Contact name', exact: true })).not.toHaveValue('');
      if ((await hide.isChecked()) !== hidden) await hide.click({ force: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(savedNotice(page)).toBeVisible();
    };
    await save(true);
    await page.goto(`/advisor/${id}`);
    await expect(page.getByRole('heading', { name: 'Marta Albuquerque', level: 1 })).toBeVisible();
    await expect(page.getByText("Your identity is hidden: other members read 'Nondisclosure'")).toBeVisible();

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await openAs(member, request, 'crystal@demo.acorn.example', `/advisor/${id}`);
    await expect(member.getByRole('heading', { name: 'Nondisclosure', level: 1 })).toBeVisible();
    await expect(member.getByText('This advisor prefers to keep its identity hidden')).toBeVisible();
    await expect(member.getByRole('main')).not.toContainText('Albuquerque');
    await expect(member.getByRole('link', { name: 'Website' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(member);

    await page.goto('/sba-profile');
    await expect(hide).toBeChecked();
    await save(false);
    await member.reload();
    await expect(member.getByRole('heading', { name: 'Marta Albuquerque', level: 1 })).toBeVisible();
    await expect(member.getByText('This advisor prefers to keep its identity hidden')).toHaveCount(0);
    await memberContext.close();
  });

  test('the advisor completion form by id says Great!, reports a refusal, and needs an id', async ({
    page,
    request,
  }) => {
    const { id } = await openAs(page, request, DEMO.advisor, '/sba-profile');
    await page.goto(`/complete-registration/advisor/${id}`);
    await expect(
      page.getByRole('heading', { name: 'Complete your advisor profile', level: 1 }),
    ).toBeVisible();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveValue('Marta Albuquerque');
    await name.fill('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await name.fill('Marta Albuquerque');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Great!' });
    await expect(dialog).toContainText('This information has been correctly submitted');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Submit goes to the advisor's public page (spec §2), which the advisor may edit from.
    await expect(page).toHaveURL(`/advisor/${id}`);
    await expect(page.getByRole('heading', { name: 'Marta Albuquerque', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bio', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: 'Posts' }).click();
    await expect(page).toHaveURL(/[?&]tab=posts/);
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL('/sba-profile');

    // Another member's id: the server refuses and the form stays.
    await page.goto('/complete-registration/advisor/1');
    await page.getByRole('button', { name: 'Submit' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'OK' }).click();
    await expect(error).toBeHidden();
    await expect(page).toHaveURL('/complete-registration/advisor/1');

    // Cancel goes back (here, opened directly, to the advisor profile); without an id the page
    // goes back at once.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/sba-profile');
    await page.goto('/complete-registration/advisor');
    await expect(page).toHaveURL('/sba-profile');
  });
});
