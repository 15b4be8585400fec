import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Rules whose moderate findings fail too: headings in order (one h1, no level skipped). */
const HEADING_RULES = new Set(['heading-order', 'page-has-heading-one']);

/** What fails a page: anything serious or critical; moderate WCAG 2.x A/AA problems and headings out of order. */
const fails = (violation: { id: string; impact?: string | null; tags: string[] }) =>
  violation.impact === 'serious' ||
  violation.impact === 'critical' ||
  (violation.impact === 'moderate' &&
    (HEADING_RULES.has(violation.id) || violation.tags.some((tag) => /^wcag2\d*a{1,2}$/.test(tag))));

/**
 * Fails on any serious or critical accessibility violation on the current page, and on moderate
 * ones of WCAG 2.x A/AA and of the heading rules (axe files those under best practices).
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
    // axe runs in the page itself, not gathered in a blank page of its own: a third of the time,
    // and the app has no frames from another origin, the one thing only the blank page reaches.
    .setLegacyMode()
    // Every rule runs. Label in Name is still marked experimental by axe, but WCAG 2.5.3 is level A.
    // Only the violations come back with every node: what passed is not read.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter(fails).map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
