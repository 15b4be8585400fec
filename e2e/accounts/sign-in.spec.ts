import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  DEMO_ADVISOR,
  DEMO_PARTICIPANT,
  DEMO_PASSWORD,
  loginViaApi,
  passwordBox,
  scrollToPlans,
  signInWithForm,
  storeSession,
  uniqueEmail,
} from './accounts-support';

test.describe('sign in and out', () => {
  test('the demo participant signs in to the feed and logs out to the login page @mobile', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
    // The membership tiers stay on the login page, each leading to registration with its id.
    await scrollToPlans(page);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Choose Silver' })).toHaveAttribute(
      'href',
      /\/createaccount\?subscription=\d+/,
    );
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('E-mail').fill(DEMO_PARTICIPANT);
    await passwordBox(page).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL('/feed');
    await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ results?$/)).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('token') !== null, localStorage.getItem('role')]),
    ).toEqual([true, '1']);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: /: account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('role')])).toEqual([
      null,
      null,
    ]);
    // The session is gone: the feed sends the visitor back to sign in.
    await page.goto('/feed');
    await expect(page).toHaveURL('/?returnTo=%2Ffeed');
    // Logging out is the user's own doing: nothing to explain.
    await expect(page.getByText('Your session has ended')).toHaveCount(0);
  });

  test('a session the server ended sends the user to sign in, saying why, once', async ({
    page,
    request,
  }) => {
    const token = await loginViaApi(request, DEMO_PARTICIPANT, DEMO_PASSWORD);
    await storeSession(page, token, 1);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Feed', level: 1 })).toBeVisible();

    // Ended elsewhere (expiry, a password reset, an operator): the next request finds out.
    const logout = await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(logout.status()).toBe(200);
    await page.goto('/profile');
    await expect(page).toHaveURL('/?returnTo=%2Fprofile');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
    await expect(page.getByText('Your session has ended')).toHaveCount(0);
  });

  test('a wrong password shows the snackbar and keeps what was typed', async ({ page }) => {
    const email = uniqueEmail('wrong-password');
    await page.goto('/');
    await page.getByLabel('E-mail').fill(email);
    await passwordBox(page).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username and password' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(passwordBox(page)).toHaveValue('Not-the-password-1');
    await expectNoSeriousA11yViolations(page);
    // The snackbar closes by itself after six seconds.
    await expect(alert).toBeHidden({ timeout: 9000 });
  });

  test('the form explains what is missing before anything is sent', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login')) calls += 1;
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('E-mail').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter valid email address')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(calls).toBe(0);
  });

  test('the demo advisor signs in and lands on the advisor profile with the advisor menu', async ({
    page,
  }) => {
    await signInWithForm(page, DEMO_ADVISOR, DEMO_PASSWORD);
    await expect(page).toHaveURL('/sba-profile');
    await expect(page.getByRole('heading', { name: 'Advisor profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(DEMO_ADVISOR);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const links = menu.getByRole('link');
    await expect(links).toHaveText(['Payment requests', 'Log out']);
    await expectNoSeriousA11yViolations(page);
  });

  test('the login page speaks Portuguese after the language switch', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'EN: change language' }).click();
    await page.getByRole('menuitemradio', { name: 'Português' }).click();

    await expect(page.getByRole('heading', { name: 'Iniciar sessão', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(passwordBox(page, 'Palavra-passe')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' })).toBeVisible();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Este campo é obrigatório')).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    // Errors already on screen follow a later switch too.
    await page.getByRole('banner').getByRole('button', { name: 'PT: mudar de idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
    await expect(passwordBox(page, 'Contraseña')).toBeVisible();
  });
});
