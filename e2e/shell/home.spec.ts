import { expect, test } from '@playwright/test';
import { scrollToPlans } from '../accounts/accounts-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fetchAppConfig, fetchTiers, formatEuros } from './shell-api';

const SOCIAL_NETWORKS = ['LinkedIn', 'Facebook', 'YouTube', 'Twitter', 'Instagram'];
const POLICY_LINKS = [
  ['Privacy policy', '/page/privacy-policy'],
  ['Terms of use', '/page/terms-of-use'],
  ['Cookies policy', '/page/cookies-policy'],
  ['Participants’ terms of service', '/page/participants-terms-of-service'],
] as const;

test.describe('home page', () => {
  test('shows the header, the four tiers with their prices and the footer', async ({ page, request }) => {
    const [tiers, config] = await Promise.all([fetchTiers(request), fetchAppConfig(request)]);
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: config.brandName })).toHaveAttribute('href', '/feed');
    await expect(header.getByRole('button', { name: 'EN: change language' })).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    // The four tiers, each with the prices the API answers.
    expect(tiers.map((tier) => tier.name).sort()).toEqual(['Crystal', 'Gold', 'Platinum', 'Silver']);
    await scrollToPlans(page);
    const cards = main.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const tier of tiers) {
      const card = cards.filter({ has: page.getByRole('heading', { name: tier.name, exact: true }) });
      await expect(card).toContainText(`${formatEuros(tier.monthly_cost, 'en')} per month`);
      await expect(card).toContainText(`or ${formatEuros(tier.yearly_cost, 'en')} per year`);
    }
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Crystal',
      'Silver',
      'Gold',
      'Platinum',
    ]);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    for (const network of SOCIAL_NETWORKS) {
      const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const footerNav = footer.getByRole('navigation', { name: 'Footer' });
    await expect(footerNav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    for (const [name, href] of POLICY_LINKS) {
      await expect(footerNav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await expectNoSeriousA11yViolations(page);
  });

  test('fits a phone screen without sideways scrolling @mobile', async ({ page }) => {
    await page.goto('/');
    await scrollToPlans(page);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /LinkedIn/ })).toBeVisible();

    // A phone widens the layout viewport to fit content that overflows, so innerWidth alone would
    // grow with it: compare with the width the page was opened at as well.
    const viewportWidth = page.viewportSize()?.width ?? 0;
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
    }));
    expect(overflow.innerWidth).toBe(viewportWidth);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.innerWidth);

    await expectNoSeriousA11yViolations(page);
  });
});
