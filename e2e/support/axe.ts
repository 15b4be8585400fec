import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any moderate, serious or critical accessibility violation of WCAG 2.x A/AA on the
 * current page, and on headings out of order (one h1, no level skipped: axe files that rule under
 * best practices, where the WCAG tags alone would not run it).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A list refreshing after a filter change is dimmed while it waits: check it once it has its rows.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A dialog or notice still fading in has half its final contrast: check the settled page.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Still marked experimental by axe, but WCAG 2.5.3 (Label in Name) is a level A requirement.
    .options({
      rules: {
        'label-content-name-mismatch': { enabled: true },
        'heading-order': { enabled: true },
        'page-has-heading-one': { enabled: true },
      },
    })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact !== 'minor')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
