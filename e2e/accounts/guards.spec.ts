import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  DEMO_ADVISOR,
  DEMO_PARTICIPANT,
  DEMO_PASSWORD,
  fetchContactEmail,
  INVITE_CODE,
  loginViaApi,
  PASSWORD,
  patchMe,
  registerParticipantViaApi,
  storeSession,
  uniqueEmail,
} from './accounts-support';

test.describe('access guards', () => {
  test('a guest is sent to the login page from every private route, which brings them back after', async ({
    page,
  }) => {
    for (const path of [
      '/feed',
      '/profile',
      '/sba-profile',
      '/change-password',
      '/complete-participant-registration',
      '/complete-sba-registration',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`/?returnTo=${encodeURIComponent(path)}`);
    }
    await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
  });

  test('the inactive-account page opens without a session, for the account the server refused one', async ({
    page,
  }) => {
    await page.goto('/account-inactive');
    await expect(page).toHaveURL('/account-inactive');
    await expect(page.getByText('It seems that there is a problem with your subscription')).toBeVisible();
  });

  test('a registered participant is kept away from the guest pages and the wizards', async ({
    page,
    request,
  }) => {
    await storeSession(page, await loginViaApi(request, DEMO_PARTICIPANT, DEMO_PASSWORD), 1);
    const cases: Array<[string, string]> = [
      ['/', '/feed'],
      ['/forgot-password', '/feed'],
      ['/update-password?code=x', '/feed'],
      ['/createaccount', '/profile'],
      ['/createaccount?ref=abc', '/profile'],
      ['/complete-participant-registration', '/profile'],
      // Advisor routes send a participant to the participant wizard, whose guard sends a
      // registered participant on to the profile.
      ['/complete-sba-registration', '/profile'],
      ['/sba-profile', '/profile'],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await expect(page, `${from} → ${to}`).toHaveURL(to);
    }
  });

  test('an unfinished participant is sent to the participant wizard', async ({ page, request }) => {
    await storeSession(page, await registerParticipantViaApi(request, uniqueEmail('unfinished')), 1);
    for (const path of [
      '/feed',
      '/profile',
      '/change-password',
      '/complete-sba-registration',
      '/sba-profile',
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/complete-participant-registration');
    }
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
  });

  test('an unfinished advisor is sent to the advisor wizard, a registered one to the advisor profile', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('advisor-guard');
    const created = await request.post('/api/advisors', {
      data: {
        email,
        password: PASSWORD,
        c_password: PASSWORD,
        role: '2',
        invitecode: INVITE_CODE,
        acceptedTerms: true,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    await storeSession(page, await loginViaApi(request, email, PASSWORD), 2);
    for (const path of ['/feed', '/complete-participant-registration', '/sba-profile', '/profile']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/complete-sba-registration');
    }
    await expect(page.getByRole('heading', { name: 'Complete your advisor registration' })).toBeVisible();

    await storeSession(page, await loginViaApi(request, DEMO_ADVISOR, DEMO_PASSWORD), 2);
    const advisorCases: Array<[string, string]> = [
      ['/complete-sba-registration', '/sba-profile'],
      ['/feed', '/sba-profile'],
      ['/change-password', '/sba-profile'],
      ['/profile', '/profile'],
    ];
    for (const [path, expected] of advisorCases) {
      await page.goto(path);
      await expect(page, path).toHaveURL(expected);
    }
  });

  test('an inactive participant is sent to the account-inactive page', async ({ page, request }) => {
    const contactEmail = await fetchContactEmail(request);
    await patchMe(page, { step: 4, status: 1, accept_rgpd: true });
    await storeSession(page, await registerParticipantViaApi(request, uniqueEmail('inactive')), 1);
    await page.goto('/feed');
    await expect(page).toHaveURL('/account-inactive');
    await expect(page.getByRole('main')).toContainText(
      `Oops... It seems that there is a problem with your subscription. Please contact via ${contactEmail}`,
    );
    await expect(page.getByRole('link', { name: contactEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${contactEmail}`,
    );
    await expectNoSeriousA11yViolations(page);

    await page.unroute('**/api/me');
    await patchMe(page, { step: 4, status: 0, payment_status: 'Payment nok', accept_rgpd: true });
    await page.goto('/profile');
    await expect(page).toHaveURL('/account-inactive');
  });

  test('a read-only user gets no second bar', async ({ page, request }) => {
    const token = await registerParticipantViaApi(request, uniqueEmail('read-only'));
    await patchMe(page, { step: 4, accept_rgpd: true });
    await storeSession(page, token, 1);
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();

    await page.unroute('**/api/me');
    await patchMe(page, { step: 4, accept_rgpd: true, isReadOnlyUser: true });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  });
});
