import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fetchPolicyPage, POLICY_SLUGS } from './shell-api';

const PDF_ROWS = [
  ['English', 'upload_pdf'],
  ['Português', 'upload_pdf_pr'],
  ['Español', 'upload_pdf_es'],
] as const;

test.describe('policy pages', () => {
  for (const slug of POLICY_SLUGS) {
    test(`/page/${slug} opens from the footer with its content and PDFs`, async ({ page, request }) => {
      const policy = await fetchPolicyPage(request, slug, 'en');
      await page.goto('/');

      await page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Footer' })
        .locator(`a[href="/page/${slug}"]`)
        .click();
      await expect(page).toHaveURL(`/page/${slug}`);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(policy.title);
      await expect(page).toHaveTitle(`${policy.title} · Acorn`);

      // The page's HTML is rendered as HTML: its first section heading and paragraph show as such.
      const firstHeading = /<h2[^>]*>(.*?)<\/h2>/s.exec(policy.content)?.[1];
      expect(firstHeading, 'the seeded page has sections').toBeTruthy();
      await expect(main.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
      await expect(main.locator('p').first()).toBeVisible();
      await expect(main).not.toContainText('<p>');

      const table = main.getByRole('table', { name: 'Download as PDF' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('rowheader')).toHaveText(PDF_ROWS.map(([language]) => language));

      for (const [language, field] of PDF_ROWS) {
        const link = table.getByRole('link', { name: `Download the PDF (${language})` });
        await expect(link).toHaveAttribute('href', policy[field]);
        const response = await page.request.get(policy[field]);
        expect(response.status(), policy[field]).toBe(200);
        expect(response.headers()['content-type']).toContain('application/pdf');
        expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    });
  }

  test('a policy page has no serious accessibility violation @mobile', async ({ page }) => {
    await page.goto('/page/privacy-policy');
    await expect(page.getByRole('table', { name: 'Download as PDF' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
