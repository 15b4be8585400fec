import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pngImage } from '../support/png';
import { chooseFile, DEMO, openAs, pickOption, savedNotice, tabPanel } from './profiles-support';

test.describe('participant profile', () => {
  // Long journeys (several saves, uploads and accessibility checks) on a shared, busy server.
  test.describe.configure({ timeout: 90_000 });

  test('a seller edits the Profile tab, meets the LinkedIn rule, and finds the change after a reload', async ({
    page,
    request,
  }) => {
    await openAs(page, request, DEMO.seller, '/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const panel = tabPanel(page, 'Profile');
    await expect(panel.getByText('Subscription: Silver')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Seller', exact: true })).toBeChecked();
    await expect(panel.getByText('You can select up to three')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The LinkedIn field takes LinkedIn addresses only, the Facebook field Facebook's.
    const linkedin = panel.getByRole('textbox', { name: 'LinkedIn', exact: true });
    await linkedin.fill('https://example.com/in/aoife-brennan');
    await linkedin.blur();
    await expect(panel.getByText('Invalid LinkedIn URL')).toBeVisible();
    await panel
      .getByRole('textbox', { name: 'Facebook', exact: true })
      .fill('https://myspace.example.com/aoife');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByText('Invalid Facebook URL')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Some fields need your attention' }),
    ).toBeVisible();
    // The first field in error takes the focus.
    await expect(linkedin).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await linkedin.fill('https://www.linkedin.com/in/aoife-brennan');
    await panel.getByRole('textbox', { name: 'Facebook', exact: true }).fill('https://fb.com/brightwave');
    await pickOption(
      page,
      panel.getByRole('combobox', { name: 'Services', exact: true }),
      'Sales Strategy & Process',
      {
        search: true,
      },
    );
    // A multiple select stays open after a pick; close it, as a user would, before the next field.
    await page.keyboard.press('Escape');
    await pickOption(
      page,
      panel.getByRole('combobox', { name: 'Expertise sectors', exact: true }),
      'Information Technology',
      {
        search: true,
      },
    );
    await panel.getByRole('checkbox', { name: 'Protocols seller' }).check();
    await panel.getByRole('textbox', { name: 'Job function', exact: true }).fill('Head of Sales, EMEA');
    await panel.getByRole('textbox', { name: 'Country code', exact: true }).fill('+353');
    await panel.getByRole('textbox', { name: 'Phone number', exact: true }).fill('1 482 6631');
    // Extra links: a row to fill, one more added and removed again.
    await panel.getByRole('textbox', { name: 'Link 1 name', exact: true }).fill('Blog');
    await panel
      .getByRole('textbox', { name: 'Link 1 address', exact: true })
      .fill('https://blog.brightwave.ie');
    await panel.getByRole('button', { name: 'Add link' }).click();
    await expect(panel.getByRole('textbox', { name: 'Link 2 name', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Remove link 2' }).click();
    await expect(panel.getByRole('textbox', { name: 'Link 2 name', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(savedNotice(page)).toBeVisible();

    await page.reload();
    const reloaded = tabPanel(page, 'Profile');
    await expect(reloaded.getByRole('textbox', { name: 'Job function', exact: true })).toHaveValue(
      'Head of Sales, EMEA',
    );
    await expect(reloaded.getByRole('textbox', { name: 'Country code', exact: true })).toHaveValue('+353');
    await expect(reloaded.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveValue(
      '1 482 6631',
    );
    await expect(reloaded.getByRole('textbox', { name: 'LinkedIn', exact: true })).toHaveValue(
      'https://www.linkedin.com/in/aoife-brennan',
    );
    await expect(reloaded.getByText('Sales Strategy & Process')).toBeVisible();
    await expect(reloaded.getByRole('checkbox', { name: 'Protocols seller' })).toBeChecked();
    await expect(reloaded.getByRole('textbox', { name: 'Link 1 address', exact: true })).toHaveValue(
      'https://blog.brightwave.ie',
    );

    // Sectors and services belong to sellers only.
    await reloaded.getByRole('checkbox', { name: 'Seller', exact: true }).uncheck();
    await expect(reloaded.getByRole('combobox', { name: 'Services', exact: true })).toHaveCount(0);
    await expect(reloaded.getByText('You can select up to three')).toHaveCount(0);
  });

  test('a participant completes Company info with a logo and the postal code rules', async ({
    page,
    request,
  }) => {
    await openAs(page, request, DEMO.company, '/profile');
    await page.getByRole('tab', { name: 'Company info' }).click();
    await expect(page).toHaveURL('/profile?tab=company');
    const panel = tabPanel(page, 'Company info');
    await expect(panel.getByRole('textbox', { name: 'Company name', exact: true })).toHaveValue(
      'Grupo Salud Mediterránea',
    );
    await expect(panel.getByRole('textbox', { name: 'VAT number', exact: true })).toHaveAttribute(
      'readonly',
      '',
    );
    await expectNoSeriousA11yViolations(page);

    await panel
      .getByRole('textbox', { name: 'Company legal name', exact: true })
      .fill('Grupo Salud Mediterránea, S.L.');
    await panel
      .getByRole('textbox', { name: 'Company e-mail', exact: true })
      .fill('info@saludmediterranea.es');
    await panel.getByRole('textbox', { name: 'Company phone', exact: true }).fill('+');
    // The demo company has its ranges and Spain already: the turnover grows, Portugal is added.
    await expect(panel.getByRole('combobox', { name: 'Number of employees', exact: true })).toHaveValue(
      '200 and above',
    );
    await pickOption(
      page,
      panel.getByRole('combobox', { name: 'Last year turnover', exact: true }),
      '> 50 M€',
    );
    await pickOption(
      page,
      panel.getByRole('combobox', { name: 'Countries of operation', exact: true }),
      'Portugal',
      { search: true },
    );
    await panel.getByRole('textbox', { name: 'Address 1', exact: true }).fill('Avenida del Puerto 120');
    await panel.getByRole('textbox', { name: 'City', exact: true }).fill('Valencia');
    await expect(panel.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Spain');

    // The Spanish rule is checked as the code is typed.
    const postalCode = panel.getByRole('textbox', { name: 'Postal code', exact: true });
    await postalCode.fill('00123');
    await expect(panel.getByText('Invalid postal code format')).toBeVisible();
    await postalCode.fill('46024');
    await expect(panel.getByText('Invalid postal code format')).toHaveCount(0);

    // The logo: the demo company's is shown; a GIF is refused, a PNG replaces it and is previewed.
    await expect(panel.getByText('health-logo.png')).toBeVisible();
    const choose = panel.getByRole('button', { name: 'Replace: Company logo' });
    await chooseFile(page, choose, {
      name: 'logo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await expect(panel.getByText('Only image can be uploaded')).toBeVisible();
    await chooseFile(page, choose, { name: 'salud-logo.png', mimeType: 'image/png', buffer: pngImage() });
    await expect(panel.getByRole('img', { name: 'Preview of Company logo' })).toBeVisible();
    await expect(panel.getByText('salud-logo.png')).toBeVisible();

    // The phone cannot be just '+'.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('textbox', { name: 'Company phone', exact: true })).toBeFocused();
    await panel.getByRole('textbox', { name: 'Company phone', exact: true }).fill('+34 963 841 200');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(savedNotice(page)).toBeVisible();

    await page.reload();
    const reloaded = tabPanel(page, 'Company info');
    await expect(reloaded.getByRole('textbox', { name: 'Company legal name', exact: true })).toHaveValue(
      'Grupo Salud Mediterránea, S.L.',
    );
    await expect(reloaded.getByRole('textbox', { name: 'Postal code', exact: true })).toHaveValue('46024');
    await expect(reloaded.getByRole('combobox', { name: 'Last year turnover', exact: true })).toHaveValue(
      '> 50 M€',
    );
    await expect(reloaded.getByText('Spain', { exact: true })).toBeVisible();
    await expect(reloaded.getByText('Portugal', { exact: true })).toBeVisible();
    const logo = reloaded.getByRole('img', { name: 'Preview of Company logo' });
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expectNoSeriousA11yViolations(page);

    // Removing asks first: No keeps the logo, Yes removes it (saved with the form).
    await reloaded.getByRole('button', { name: 'Remove: Company logo' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to remove logo?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(logo).toBeVisible();
    await reloaded.getByRole('button', { name: 'Remove: Company logo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(logo).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(savedNotice(page)).toBeVisible();
    await page.reload();
    await expect(
      tabPanel(page, 'Company info')
        .getByRole('group', { name: 'Company logo' })
        .getByText('No file chosen yet'),
    ).toBeVisible();
  });

  test('a participant edits Contact info with extra contacts and the headline limit', async ({
    page,
    request,
  }) => {
    await openAs(page, request, DEMO.contact, '/profile?tab=contact');
    const panel = tabPanel(page, 'Contact info');
    await expect(page.getByRole('tab', { name: 'Contact info' })).toHaveAttribute('aria-selected', 'true');

    const headline = panel.getByRole('textbox', { name: 'Headline', exact: true });
    await headline.fill('x'.repeat(121));
    await expect(panel.getByText('Max length allowed: 120')).toBeVisible();
    await expect(panel.getByText('121 of 120 characters')).toBeVisible();
    await headline.fill('Natural cork for wineries and builders, from Santa Maria da Feira to 30 markets');
    await expect(panel.getByText('Max length allowed: 120')).toHaveCount(0);
    await panel
      .getByRole('textbox', { name: 'About the company', exact: true })
      .fill('Family business since 1952.');
    await panel
      .getByRole('textbox', { name: 'Contact name', exact: true })
      .first()
      .fill('Miguel Sousa Tavares');
    await panel
      .getByRole('textbox', { name: 'Job function', exact: true })
      .first()
      .fill('Chief Executive Officer');
    await panel
      .getByRole('textbox', { name: 'Email', exact: true })
      .first()
      .fill('miguel@corticeira.example.pt');
    await panel.getByRole('textbox', { name: 'Phone number', exact: true }).first().fill('+351 256 402 915');

    await panel.getByRole('button', { name: 'Add contact' }).click();
    const first = panel.getByRole('group', { name: 'Contact 1' });
    await first.getByRole('textbox', { name: 'Contact name', exact: true }).fill('Sofia Lopes');
    await first.getByRole('textbox', { name: 'Job function', exact: true }).fill('Export Manager');
    await first.getByRole('textbox', { name: 'Email', exact: true }).fill('sofia.lopes');
    await first.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+351 256 402 916');
    await panel.getByRole('button', { name: 'Add contact' }).click();
    await expect(panel.getByRole('group', { name: 'Contact 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(first.getByText('Email is not valid')).toBeVisible();
    await expect(first.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await panel.getByRole('button', { name: 'Remove contact 2' }).click();
    await expect(panel.getByRole('group', { name: 'Contact 2' })).toHaveCount(0);
    await first
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill('sofia.lopes@corticeira.example.pt');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(savedNotice(page)).toBeVisible();

    await page.reload();
    const reloaded = tabPanel(page, 'Contact info');
    await expect(reloaded.getByRole('textbox', { name: 'Headline', exact: true })).toHaveValue(
      'Natural cork for wineries and builders, from Santa Maria da Feira to 30 markets',
    );
    await expect(reloaded.getByRole('textbox', { name: 'About the company', exact: true })).toHaveValue(
      'Family business since 1952.',
    );
    const saved = reloaded.getByRole('group', { name: 'Contact 1' });
    await expect(saved.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
      'sofia.lopes@corticeira.example.pt',
    );
    await expect(reloaded.getByRole('group', { name: 'Contact 2' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('the certificate button appears only with a certificate and opens it in a new tab', async ({
    page,
    request,
  }) => {
    await openAs(page, request, DEMO.rules, '/profile');
    const panel = tabPanel(page, 'Profile');
    await expect(panel.getByText('Subscription: Crystal')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Download certificate' })).toHaveCount(0);
    // No demo account holds a certificate yet: the profile answer gets one (a public file).
    await page.route('**/api/profile', async (route) => {
      const response = await route.fetch();
      return route.fulfill({ response, json: { ...(await response.json()), certificado: '/favicon.svg' } });
    });
    await page.reload();
    const popup = page.waitForEvent('popup');
    await tabPanel(page, 'Profile').getByRole('button', { name: 'Download certificate' }).click();
    await expect(await popup).toHaveURL(/\/favicon\.svg$/);
  });

  test('the profile tabs fit a phone screen @mobile', async ({ page, request }) => {
    await openAs(page, request, DEMO.rules, '/profile');
    for (const tab of ['Profile', 'Company info', 'Contact info']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(tabPanel(page, tab).getByRole('button', { name: 'Save' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }

    // On a phone the menu lives in a drawer, which leads to a page and closes behind it.
    if ((page.viewportSize()?.width ?? 0) >= 992) return;
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Feed' }).click();
    await expect(page).toHaveURL('/feed');
    await expect(drawer).toBeHidden();
  });
});
