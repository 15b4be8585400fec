import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { mailedLinkPath } from '../support/mailbox';
import {
  PASSWORD,
  passwordBox,
  registerParticipantViaApi,
  signInWithForm,
  uniqueEmail,
} from './accounts-support';

const NEW_PASSWORD = 'Fresh-start-2027';

test.describe('forgotten password', () => {
  test('the mailed link resets the password and the new one signs in', async ({ page, request }) => {
    const email = uniqueEmail('forgot');
    await registerParticipantViaApi(request, email);

    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText('If an account exists for this e-mail, we have sent you a link to reset your password.'),
    ).toBeVisible();
    // No second mail at once.
    await expect(page.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const resetPath = await mailedLinkPath(page, {
      to: email,
      subject: 'password',
      action: 'Reset password',
    });
    expect(resetPath).toContain('/update-password?code=');
    await page.goto(resetPath);

    await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await passwordBox(page, 'New password').fill(NEW_PASSWORD);
    await passwordBox(page, 'Confirm password').fill('Something-else-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password mismatch')).toBeVisible();
    await passwordBox(page, 'Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL('/');
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Your password has been reset. You can sign in now.' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeHidden({ timeout: 6000 });

    // The old password no longer works; the new one does.
    await page.getByLabel('E-mail').fill(email);
    await passwordBox(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username and password' })).toBeVisible();
    await signInWithForm(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/complete-participant-registration');

    // The link was single-use.
    // The sign-out finishes (the server revokes the session) before the link is opened again.
    await page.goto('/logout');
    await expect(page).toHaveURL('/');
    await page.goto(resetPath);
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
  });

  test('a reset page without a valid code denies access', async ({ page }) => {
    await page.goto('/update-password');
    await expect(page.getByRole('alert')).toHaveText('Access denied');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/update-password?code=made-up-code');
    await expect(page.getByRole('alert')).toHaveText('This password reset link is invalid or has expired.');
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectNoSeriousA11yViolations(page);
  });
});
