import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  openMyAccount,
  PASSWORD,
  passwordBox,
  patchMe,
  registerParticipantViaApi,
  storeSession,
  uniqueEmail,
} from './accounts-support';

const NEW_PASSWORD = 'Changed-pass-2027';

// A freshly registered account is at step 1, which the guards send to the wizard; GET /api/me is
// answered with step 4 so the page opens (the password change itself is the real API's).
test.describe('change password', () => {
  test('a participant changes the password and stays signed in with the new session', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('change');
    const token = await registerParticipantViaApi(request, email);
    await patchMe(page, { step: 4, accept_rgpd: true });
    await storeSession(page, token, 1);

    await page.goto('/profile');
    await openMyAccount(page);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/change-password');
    await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await passwordBox(page, 'Current password').fill('Wrong-current-1');
    await passwordBox(page, 'New password').fill(NEW_PASSWORD);
    await passwordBox(page, 'Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is not correct')).toBeVisible();
    await expect(passwordBox(page, 'Current password')).toBeFocused();

    await passwordBox(page, 'Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your password has been changed.' }),
    ).toBeVisible();
    await expect(passwordBox(page, 'Current password')).toHaveValue('');

    // The old token was revoked; the stored one is the answer's new token and still works.
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(stored).not.toBe(token);
    expect((await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(
      401,
    );
    await page.goto('/profile');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('main')).toContainText(email);

    const login = await request.post('/api/login', { data: { email, password: NEW_PASSWORD } });
    expect(login.status()).toBe(200);
  });

  test('an account that signs in with a provider is sent to its profile, without the menu item', async ({
    page,
    request,
  }) => {
    const token = await registerParticipantViaApi(request, uniqueEmail('provider'));
    await patchMe(page, { step: 4, accept_rgpd: true, _provider: 'google' });
    await storeSession(page, token, 1);

    await page.goto('/change-password');
    await expect(page).toHaveURL('/profile');
    await openMyAccount(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveCount(0);
  });
});
