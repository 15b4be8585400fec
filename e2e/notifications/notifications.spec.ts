import { expect, type Page, test } from '@playwright/test';
import { openAs } from '../profiles/profiles-support';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** No other journey reads this company's notifications: the demo gives it some still unread. */
const OWNER = 'seafood@demo.acorn.example';
const APPLICATION = 'Tecnimetal Ibérica applied for your giveaway “Twelve jars of Cantabrian anchovies”';

const bell = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });

/**
 * The unread count the header's bell says, read from its accessible name once the count has
 * loaded: until then the bell reads 0, and this company has some unread.
 */
async function bellCount(page: Page): Promise<number> {
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, [1-9]\d* unread$/);
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  const count = /^Notifications, (\d+) unread$/.exec(name)?.[1];
  if (count === undefined) throw new Error(`the bell reads "${name}"`);
  return Number(count);
}

test.describe('notification centre', () => {
  test('the bell counts down as a member reads their notifications', async ({ page, request }) => {
    await openAs(page, request, OWNER, '/feed');
    const unread = await bellCount(page);
    expect(unread).toBeGreaterThanOrEqual(2);

    await bell(page).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText(`${unread} unread`, { exact: true })).toBeVisible();
    // A giveaway's application, worded with who applied and for what, links to the giveaway.
    const application = page.getByRole('listitem').filter({ hasText: APPLICATION });
    await expect(application.getByRole('link', { name: APPLICATION })).toHaveAttribute(
      'href',
      /\/sampling\/\d+$/,
    );
    await expect(application).toContainText('Unread');
    await expectNoSeriousA11yViolations(page);

    await application.getByRole('button', { name: `Mark as read: ${APPLICATION}` }).click();
    await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread - 1} unread`);
    await expect(page.getByText(`${unread - 1} unread`, { exact: true })).toBeVisible();
    await expect(application.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
    await expect(application).not.toContainText('Unread');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
    await expect(page.getByText('0 unread', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // The count is the server's: a reload still reads none unread.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  });

  test('on a phone, the cards keep their margins; the preferences are chosen with the keyboard and kept', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, request, OWNER, '/notifications');
    const first = page.getByRole('listitem').first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box?.x ?? 0).toBeGreaterThanOrEqual(8);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390 - 8);

    await page.getByRole('link', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/\/notifications\/preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeVisible();
    const received = page.getByRole('radiogroup', { name: 'I receive a review or referral' });
    const chosen = received.getByRole('radio', { name: 'In the app only' });
    await expect(chosen).toBeChecked();
    await chosen.focus();
    await page.keyboard.press('ArrowRight');
    await expect(received.getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences are saved')).toBeVisible();

    await page.reload();
    const again = page.getByRole('radiogroup', { name: 'I receive a review or referral' });
    await expect(again.getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
    // As it was, for whoever reads this company next.
    await again.getByRole('radio', { name: 'In the app only' }).click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByText('Your preferences are saved')).toBeVisible();
  });
});
