import { expect, type Page } from '@playwright/test';

/**
 * The newest mail to `to` whose subject holds `subject`, in the development mailbox: the path (and
 * query) of its button `action`. Mails carry the server's PUBLIC_URL; journeys open the path on
 * their own server.
 */
export async function mailedLinkPath(
  page: Page,
  { to, subject, action }: { to: string; subject: string | RegExp; action: string },
) {
  const row = page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.goto((await row.getByRole('link').getAttribute('href')) ?? '');
  const href = await page.getByRole('link', { name: action }).getAttribute('href');
  const target = new URL(href ?? '');
  return `${target.pathname}${target.search}`;
}
