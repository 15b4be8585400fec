import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

test.describe('unknown addresses', () => {
  test('an unknown path shows Page not found with a way home @mobile', async ({ page }) => {
    await page.goto('/no/such/page');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · Acorn');
    // Header and footer stay, so the visitor is still inside the site.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Acorn' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
  });

  test('an unknown policy page shows the not-found state', async ({ page }) => {
    const answer = page.waitForResponse((response) => response.url().includes('/api/page/no-such-slug'));
    await page.goto('/page/no-such-slug');
    expect((await answer).status()).toBe(404);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('table')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an address typed after scrolling another page opens at the top', async ({ page }) => {
    await page.goto('/page/privacy-policy');
    await expect(page.getByRole('table', { name: 'Download as PDF' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
