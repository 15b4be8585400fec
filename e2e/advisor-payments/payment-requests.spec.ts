import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_ADVISOR,
  DEMO_PASSWORD,
  loginViaApi,
  signInWithForm,
  storeSession,
} from '../accounts/accounts-support';
import { fetchAppConfig } from '../shell/shell-api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { clippedTexts } from '../support/layout';
import { monthsAgo, periodLabel } from '../support/periods';

// The demo advisor works with these companies (packages/db seed/demo.ts). The console's journeys
// use Corticeira Atlântica two months ago; this file uses the other two, last month.
const QUINTA = 'Quinta do Vale Verde';
const TECNIMETAL = 'Tecnimetal Ibérica';

const table = (page: Page) => page.getByRole('table', { name: 'Your payment requests' });
const requestRow = (page: Page, company: string, period: string) =>
  table(page).getByRole('row').filter({ hasText: company }).filter({ hasText: period });

/** A phone widens its layout viewport to fit overflowing content: compare with the width the page opened at. */
async function expectNoSidewaysScrolling(page: Page) {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(innerWidth).toBe(viewportWidth);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

async function chooseCompanies(page: Page, companies: string[]) {
  await page.getByRole('combobox', { name: 'Companies' }).click();
  for (const company of companies) await page.getByRole('option', { name: company }).click();
  await page.keyboard.press('Escape');
}

test.describe('advisor payment requests', () => {
  test('an advisor requests payment for last month, sees it listed and filters the list', async ({
    page,
    request,
  }) => {
    // A whole journey with five accessibility checks: more than the default 30 s.
    test.setTimeout(90_000);
    const { brandName } = await fetchAppConfig(request);
    const last = monthsAgo(1);
    const period = periodLabel(last);

    await signInWithForm(page, DEMO_ADVISOR, DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Payment requests' })
      .click();
    await expect(page).toHaveURL('/sba-payment-information');
    await expect(page.getByRole('heading', { name: 'Payment requests', level: 1 })).toBeVisible();
    await expect(table(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The form: month and year (last month is preselected), companies, declaration.
    await page.getByRole('button', { name: 'Payment request', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'New payment request', level: 1 })).toBeFocused();
    await expect(page.getByRole('combobox', { name: /^Month/ })).toHaveValue(String(last.month));
    await expect(page.getByRole('combobox', { name: /^Year/ })).toHaveValue(String(last.year));
    const years = await page
      .getByRole('combobox', { name: /^Year/ })
      .locator('option:not([disabled])')
      .allTextContents();
    expect(years[0]).toBe(String(new Date().getFullYear()));
    expect(years.at(-1)).toBe('2020');
    await expectNoSeriousA11yViolations(page);

    // Nothing chosen: each required field says so.
    await page.getByRole('button', { name: 'Submit payment request' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await expect(page.getByText('Confirm the declaration to submit the request.')).toBeVisible();

    await chooseCompanies(page, [QUINTA, TECNIMETAL]);
    const declaration = page.getByRole('checkbox', {
      name: `As a ${brandName} strategic business advisor, I declare that I have worked four hours with each of the selected users in the designated month.`,
    });
    await declaration.check();

    // The privacy policy, in a dialog with 'Agree and continue'.
    await page.getByRole('button', { name: 'Read the privacy policy' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Agree and continue' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(declaration).toBeChecked();

    await page.getByRole('button', { name: 'Submit payment request' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Request added successfully' })).toBeVisible();
    // The form closes and the reloaded list shows one request per company.
    await expect(page.getByRole('heading', { name: 'Payment requests', level: 1 })).toBeVisible();
    await expect(requestRow(page, QUINTA, period)).toContainText('Submitted');
    await expect(requestRow(page, TECNIMETAL, period)).toContainText('Submitted');

    // The same month and company again: the server's duplicate message, and the form stays open.
    await page.getByRole('button', { name: 'Payment request', exact: true }).click();
    await chooseCompanies(page, [QUINTA]);
    await declaration.check();
    await page.getByRole('button', { name: 'Submit payment request' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `A payment request for this month already exists for: ${QUINTA}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New payment request', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Back to list' }).click();

    // The side filter: month, year and status.
    await page.getByRole('combobox', { name: /^Month/ }).selectOption(String(last.month));
    await page.getByRole('combobox', { name: /^Year/ }).selectOption(String(last.year));
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('Approved');
    await expect(table(page).getByText('No data yet')).toBeVisible();
    await page.getByRole('combobox', { name: /^Status/ }).selectOption('Submitted');
    await expect(requestRow(page, QUINTA, period)).toBeVisible();
    await expect(requestRow(page, TECNIMETAL, period)).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(3);
    await page.getByRole('combobox', { name: /^Year/ }).selectOption('2020');
    await expect(table(page).getByText('No data yet')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(requestRow(page, QUINTA, period)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the list and the form fit the screen, phones included @mobile', async ({ page, request }) => {
    await storeSession(page, await loginViaApi(request, DEMO_ADVISOR, DEMO_PASSWORD), 2);
    await page.goto('/sba-payment-information');
    await expect(page.getByRole('heading', { name: 'Payment requests', level: 1 })).toBeVisible();
    await expect(table(page)).toBeVisible();
    // Nothing wider than the screen: a wide table scrolls inside its own container.
    await expectNoSidewaysScrolling(page);
    await page.getByRole('button', { name: 'Payment request', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Submit payment request' })).toBeVisible();
    await expectNoSidewaysScrolling(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('in Portuguese on the narrowest phones the table needs no sideways scroll and Clear is whole', async ({
    page,
    request,
  }) => {
    await storeSession(page, await loginViaApi(request, DEMO_ADVISOR, DEMO_PASSWORD), 2);
    await page.addInitScript(() => localStorage.setItem('lang', 'pt'));
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/sba-payment-information');
      await expect(page.getByRole('heading', { name: 'Pedidos de pagamento', level: 1 })).toBeVisible();
      const list = page.getByRole('table', { name: /pedidos de pagamento/i });
      await expect(list.getByRole('row').nth(1)).toBeVisible();
      const tableOverflow = await list.evaluate((element) => {
        const container = element.closest('.mantine-TableScrollContainer-scrollContainer') as HTMLElement;
        return container.scrollWidth - container.clientWidth;
      });
      expect(tableOverflow, `the table at ${width} px`).toBeLessThanOrEqual(0);
      const filter = page.getByRole('region', { name: 'Filtrar' });
      await expect(filter.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
      expect(await clippedTexts(filter), `the filter at ${width} px`).toEqual([]);
      await expectNoSidewaysScrolling(page);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('only advisors open the page', async ({ page, request }) => {
    await storeSession(page, await loginViaApi(request, 'crystal@demo.acorn.example', DEMO_PASSWORD), 1);
    await page.goto('/sba-payment-information');
    await expect(page).not.toHaveURL('/sba-payment-information');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/sba-payment-information');
    await expect(page).toHaveURL('/?returnTo=%2Fsba-payment-information');
  });
});
