import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** What the signed-in browser's session says about its account. */
async function currentAccount(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()) as { email: string; _provider: string | null; cb_roles_id: number };
  });
}

// LinkedIn only offers the authorization-code flow: the browser brings back a code, the server
// redeems it with the client secret (support/oidc-provider.mjs stands in for LinkedIn).
test.describe('social sign-in with LinkedIn', () => {
  test('a company signs up with LinkedIn, and the same member signs in with it later', async ({ page }) => {
    await page.goto('/createaccount');
    const linkedin = page.getByRole('button', { name: 'Continue with LinkedIn' });
    await expect(linkedin).toBeVisible();
    // The terms come first, for a social sign-up as for a password one.
    await linkedin.click();
    await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
    await expect(page).toHaveURL('/createaccount');

    await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    const redeemed = page.waitForResponse((response) => response.url().endsWith('/api/socialToken'));
    await linkedin.click();
    expect((await redeemed).status()).toBe(200);
    await expect(page).toHaveURL('/complete-participant-registration');
    // Neither the code nor the state stays in the address bar.
    expect(page.url()).not.toContain('code=');
    const account = await currentAccount(page);
    expect(account).toMatchObject({ _provider: 'linkedin', cb_roles_id: 1 });
    expect(account.email).toMatch(/^member-[0-9a-f]{16}@linkedin\.journey\.example$/);

    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
    // Back as the same member: the same account, still to finish its registration.
    await expect(page).toHaveURL('/complete-participant-registration');
    expect((await currentAccount(page)).email).toBe(account.email);
  });

  test('a code that does not belong to this tab’s attempt signs nobody in', async ({ page }) => {
    await page.goto('/auth/callback?code=forged&state=forged');
    await expect(page.getByRole('alert')).toContainText('Something went wrong, please try again');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
