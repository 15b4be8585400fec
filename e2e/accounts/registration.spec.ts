import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  INVITE_CODE,
  PASSWORD,
  passwordBox,
  registerParticipantViaApi,
  uniqueEmail,
} from './accounts-support';

test.describe('create account', () => {
  test('a participant registers with a referral and a chosen plan and lands on the completion page @mobile', async ({
    page,
  }) => {
    const email = uniqueEmail('participant');
    await page.goto('/createaccount?ref=FRIEND42&subscription=2');
    await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Participant' })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('E-mail').fill(email);
    await passwordBox(page).fill(PASSWORD);
    await passwordBox(page, 'Confirm password').fill(PASSWORD);
    const submit = page.getByRole('button', { name: 'Create account', exact: true });
    // The terms gate the button.
    await expect(submit).toBeDisabled();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'terms of use (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/page/terms-of-use',
    );
    await expect(main.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/page/privacy-policy',
    );
    await page.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
    await expect(submit).toBeEnabled();

    const registration = page.waitForRequest((request) => request.url().endsWith('/api/register'));
    await submit.click();
    const body = (await registration).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ email, role: '1', ref: 'FRIEND42', acceptedTerms: true, language: 'en' });

    await expect(page).toHaveURL('/complete-participant-registration?subscription=2');
    await expect(
      page.getByRole('heading', { name: 'Complete your company registration', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Registration steps' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Log out' }).last()).toHaveAttribute('href', '/logout');
    await expectNoSeriousA11yViolations(page);
  });

  test('the form shows the rules it breaks and the taken e-mail, keeping what was typed', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('taken');
    await registerParticipantViaApi(request, email);

    await page.goto('/createaccount');
    await page.getByLabel('E-mail').fill('nobody');
    await passwordBox(page).fill('short');
    await passwordBox(page, 'Confirm password').fill('shorter');
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByText('Please enter valid email address')).toBeVisible();
    await expect(
      page.getByText(
        'Password must be at least one number, one lowercase and one uppercase letter and min 6 character',
      ),
    ).toBeVisible();
    await expect(page.getByText('Password mismatch')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('E-mail').fill(email);
    await passwordBox(page).fill(PASSWORD);
    await passwordBox(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(page).toHaveURL('/createaccount');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(passwordBox(page)).toHaveValue(PASSWORD);
  });

  test('the advisor tab needs a valid invitation code', async ({ page }) => {
    await page.goto('/createaccount');
    await page.getByRole('tab', { name: 'Advisor' }).click();
    await page.getByLabel('E-mail').fill(uniqueEmail('no-invite'));
    await passwordBox(page).fill(PASSWORD);
    await passwordBox(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    const submit = page.getByRole('button', { name: 'Create advisor account' });
    await submit.click();
    await expect(page.getByText('Please enter valid invitation code')).toBeVisible();
    await expect(page.getByLabel('Invitation code')).toBeFocused();

    await page.getByLabel('Invitation code').fill('not-a-real-code');
    await submit.click();
    await expect(page.getByText('Invalid invitation code for SBA registration')).toBeVisible();
    await expect(page).toHaveURL('/createaccount');
    await expectNoSeriousA11yViolations(page);
  });

  test('an invitation link that the server refuses shows only the reason', async ({ page }) => {
    await page.goto('/createaccount?invitecode=expired-or-made-up');
    await expect(page.getByRole('alert')).toHaveText('Invalid invitation code for SBA registration');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('an advisor registers through an invitation link and lands on the advisor completion page', async ({
    page,
  }) => {
    const email = uniqueEmail('advisor');
    await page.goto(`/createaccount?invitecode=${INVITE_CODE}`);
    await expect(page.getByRole('tab', { name: 'Advisor' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Invitation code')).toHaveValue(INVITE_CODE);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('E-mail').fill(email);
    await passwordBox(page).fill(PASSWORD);
    await passwordBox(page, 'Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    const advisors = page.waitForRequest((request) => request.url().endsWith('/api/advisors'));
    await page.getByRole('button', { name: 'Create advisor account' }).click();
    expect((await advisors).postDataJSON()).toMatchObject({ email, role: '2', invitecode: INVITE_CODE });

    await expect(page).toHaveURL('/complete-sba-registration');
    await expect(
      page.getByRole('heading', { name: 'Complete your advisor registration', level: 1 }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('2');
    await expectNoSeriousA11yViolations(page);
  });
});
