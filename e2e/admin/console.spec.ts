import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  DEMO_ADVISOR,
  DEMO_PASSWORD,
  loginViaApi,
  passwordBox,
  registerParticipantViaApi,
  signInWithForm,
  storeSession,
  uniqueEmail,
} from '../accounts/accounts-support';
import { fillAndSubmitOffer, ownItem, ownMarketPath } from '../market/market-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { monthsAgo, periodLabel } from '../support/periods';
import {
  authorization,
  consoleNav,
  createParticipant,
  DEMO_OPERATOR,
  openConsole,
  signInOperator,
} from './admin-support';

// The first sign-in enrols the operator's second factor; later ones need its codes. The journeys
// share that operator, so they run one after the other in this worker.
// Each is a whole journey in two browsers with accessibility checks: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const CORTICEIRA = 'Corticeira Atlântica';
const ADVISOR_NAME = 'Marta Albuquerque';

/** A second browser, signed in as someone else, to watch what the operator's actions change. */
async function openAs(browser: Browser, token: string, role: number): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, token, role);
  return page;
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('operator console', () => {
  test('an operator enrols a second factor, approves and pays a request, and the advisor sees each step', async ({
    page,
    request,
    browser,
  }) => {
    // The advisor asks payment for two months ago with Corticeira Atlântica.
    const period = monthsAgo(2);
    const advisorToken = await loginViaApi(request, DEMO_ADVISOR, DEMO_PASSWORD);
    const participants = (await (
      await request.get('/api/getSbaAssociatedParticipants', { headers: authorization(advisorToken) })
    ).json()) as { data: Array<{ id: number; company_name: string }> };
    const corticeira = participants.data.find((item) => item.company_name === CORTICEIRA);
    expect(corticeira).toBeTruthy();
    const added = await request.post('/api/addSbaPaymentInformation', {
      headers: authorization(advisorToken),
      data: { ...period, participants: [corticeira?.id], declaration: true },
    });
    expect(added.status(), await added.text()).toBe(200);

    const advisorPage = await openAs(browser, advisorToken, 2);
    await advisorPage.goto('/sba-payment-information');
    const advisorRow = advisorPage
      .getByRole('table', { name: 'Your payment requests' })
      .getByRole('row')
      .filter({ hasText: CORTICEIRA })
      .filter({ hasText: periodLabel(period) });
    await expect(advisorRow).toContainText('Submitted');

    // The console sends a guest to its sign-in; the first sign-in enrols TOTP.
    await page.goto('/admin/payment-requests');
    await expect(page).toHaveURL('/admin/login');
    await signInOperator(page, () => expectNoSeriousA11yViolations(page));
    await expectNoSeriousA11yViolations(page);

    await consoleNav(page).getByRole('link', { name: 'Payment requests' }).click();
    await expect(page.getByRole('heading', { name: 'Payment requests', level: 1 })).toBeVisible();
    await page.getByLabel('Advisor').selectOption({ label: `${ADVISOR_NAME} (${DEMO_ADVISOR})` });
    await page.getByLabel('Month').selectOption(String(period.month));
    await page.getByLabel('Year').selectOption(String(period.year));
    await expect(page).toHaveURL(/advisor_id=\d+/);
    const row = page
      .getByRole('table', { name: 'Payment requests' })
      .getByRole('row')
      .filter({ hasText: CORTICEIRA })
      .filter({ hasText: periodLabel(period) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Submitted');
    await expectNoSeriousA11yViolations(page);

    // Approve (after confirming): the operator and the time are shown.
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expect(page.getByRole('dialog')).toContainText(CORTICEIRA);
    await confirmDialog(page, 'Approve');
    await expect(page.getByRole('alert').filter({ hasText: 'Request approved' })).toBeVisible();
    await expect(row).toContainText('Approved');
    await expect(row.getByRole('cell').nth(5)).toContainText(DEMO_OPERATOR);
    await advisorPage.reload();
    await expect(advisorRow).toContainText('Approved');

    // Mark paid.
    await row.getByRole('button', { name: /^Mark paid/ }).click();
    await confirmDialog(page, 'Mark paid');
    await expect(page.getByRole('alert').filter({ hasText: 'Request marked paid' })).toBeVisible();
    await expect(row).toContainText('Paid');
    await expect(row.getByRole('cell').nth(6)).toContainText(DEMO_OPERATOR);
    await expect(row.getByRole('button')).toHaveCount(0);
    await advisorPage.reload();
    await expect(advisorRow).toContainText('Paid');
    await advisorPage.context().close();
  });

  test('an operator confirms a bank transfer, then deactivates that participant, who is signed out', async ({
    page,
    request,
    browser,
  }) => {
    const participant = await createParticipant(request, 'transfer', { bankTransfer: true });
    await signInOperator(page, () => expectNoSeriousA11yViolations(page));

    // The transfer arrived: confirming activates the subscription and issues the invoice.
    await consoleNav(page).getByRole('link', { name: 'Bank transfers' }).click();
    await expect(page.getByRole('heading', { name: 'Bank transfers', level: 1 })).toBeVisible();
    const transfer = page.getByRole('row').filter({ hasText: participant.companyName });
    await expect(transfer).toContainText(`ACORN-${participant.subscriptionId}`);
    await expect(transfer).toContainText('€14,760.00');
    await expectNoSeriousA11yViolations(page);
    await transfer.getByRole('button', { name: /^Confirm receipt/ }).click();
    await confirmDialog(page, 'Confirm receipt');
    await expect(
      page.getByRole('alert').filter({ hasText: `Transfer ACORN-${participant.subscriptionId} confirmed` }),
    ).toContainText(/invoice ACN-\d{4}-\d{6}/);
    await expect(transfer).toHaveCount(0);

    // The participant now uses the product in another browser.
    const participantPage = await openAs(browser, participant.token, 1);
    await participantPage.goto('/feed');
    await expect(participantPage).toHaveURL('/feed');

    // Find them, deactivate with a reason.
    await consoleNav(page).getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search').fill(participant.email);
    const userRow = page.getByRole('row').filter({ hasText: participant.email });
    await expect(userRow).toContainText('Active');
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
    await page.getByLabel('Status').selectOption('active');
    await page.getByLabel('Role').selectOption('1');
    await expect(userRow).toBeVisible();
    // The transfer's notice fading out reads as faint text to axe: checked once it has gone.
    await expect(page.getByRole('alert').filter({ hasText: 'confirmed' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await userRow.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // From the company's credit report, the operator records its financial risk.
    await page.getByLabel('Delinquency').selectOption('4');
    await page.getByLabel('Tax debts').selectOption('NOK');
    await page.getByRole('button', { name: 'Save financial risk' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The financial risk is saved' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Delinquency')).toHaveValue('4');

    await page.getByRole('button', { name: 'Deactivate account' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('signed out everywhere');
    await dialog.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Reason').fill('Transfer reversed by the bank');
    await dialog.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('alert').filter({ hasText: 'has been deactivated and signed out' }),
    ).toBeVisible();
    await expect(page.getByText('Transfer reversed by the bank')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activate account' })).toBeVisible();

    // Their session was revoked: the next page sends them to sign in, and then to /account-inactive.
    await participantPage.goto('/profile');
    await expect(participantPage).toHaveURL('/?returnTo=%2Fprofile');
    await expect(participantPage.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await signInWithForm(participantPage, participant.email, 'Journey-pass-2026');
    await expect(participantPage).toHaveURL('/account-inactive');

    // The company asked to be forgotten: the operator erases the account, audited with a reason.
    // The deactivation's notice fades out about now: axe reads its text as faint, so it goes first.
    await expect(page.getByRole('alert').filter({ hasText: 'has been deactivated' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Erase account' }).click();
    const erase = page.getByRole('dialog');
    await expect(erase).toContainText('cannot be undone');
    await expectNoSeriousA11yViolations(page);
    await erase.getByLabel('Reason').fill('Erasure asked for by e-mail');
    await erase.getByRole('button', { name: 'Erase account' }).click();
    await expect(erase).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'has been erased' })).toBeVisible();
    await expect(page.getByText('Erased account')).toBeVisible();
    await expect(page.getByText('Erased', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(page.getByRole('button', { name: 'Activate account' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(participant.email);

    // Its e-mail no longer signs in.
    await participantPage.goto('/');
    await participantPage.getByLabel('E-mail').fill(participant.email);
    await passwordBox(participantPage).fill('Journey-pass-2026');
    await participantPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(participantPage.getByText('Invalid username and password')).toBeVisible();
    await expect(participantPage).toHaveURL('/');
    await participantPage.context().close();
  });

  test('an operator links a participant to the advisor and unlinks it', async ({ page, request }) => {
    const participant = await createParticipant(request, 'advised');
    const advisorToken = await loginViaApi(request, DEMO_ADVISOR, DEMO_PASSWORD);
    const advisorCompanies = async () =>
      (
        (await (
          await request.get('/api/getSbaAssociatedParticipants', { headers: authorization(advisorToken) })
        ).json()) as { data: Array<{ company_name: string }> }
      ).data.map((item) => item.company_name);

    await openConsole(page);
    await page.getByLabel('Search').fill(DEMO_ADVISOR);
    await page.getByLabel('Role').selectOption('2');
    await page.getByRole('row').filter({ hasText: DEMO_ADVISOR }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: ADVISOR_NAME, level: 1 })).toBeVisible();
    const companies = page.getByRole('table', { name: `Companies linked to ${ADVISOR_NAME}` });
    await expect(companies.getByRole('row').filter({ hasText: CORTICEIRA })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The picker searches participants on the server; choose the match with the keyboard.
    const picker = page.getByRole('combobox', { name: 'Link a participant' });
    await picker.scrollIntoViewIfNeeded();
    await picker.fill(participant.companyName);
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option', { name: new RegExp(participant.companyName) })).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(picker).toHaveValue(new RegExp(participant.companyName));
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'is now linked to the advisor' })).toBeVisible();
    const linked = companies.getByRole('row').filter({ hasText: participant.companyName });
    await expect(linked).toBeVisible();
    expect(await advisorCompanies()).toContain(participant.companyName);

    await linked.getByRole('button', { name: `Unlink ${participant.companyName}` }).click();
    await expect(page.getByRole('dialog')).toContainText('will no longer be able to request payment');
    await confirmDialog(page, 'Unlink');
    await expect(
      page.getByRole('alert').filter({ hasText: 'is no longer linked to the advisor' }),
    ).toBeVisible();
    await expect(linked).toHaveCount(0);
    expect(await advisorCompanies()).not.toContain(participant.companyName);
  });

  test('an operator invites an advisor by e-mail, and the audit log shows every action; the console works on a phone', async ({
    page,
  }) => {
    const email = uniqueEmail('invited-advisor');
    await openConsole(page);
    await consoleNav(page).getByRole('link', { name: 'Invitations' }).click();
    await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
    const invitation = page
      .getByRole('table', { name: 'Invitations sent' })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(invitation).toContainText('Waiting');
    await expect(invitation).toContainText(DEMO_OPERATOR);

    // The mail, in the development mailbox, carries the single-use link.
    const mailboxRow = page.getByRole('row').filter({ hasText: email }).first();
    await expect(async () => {
      await page.goto('/dev/mailbox');
      await expect(mailboxRow).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await mailboxRow.getByRole('link').click();
    const href = await page.locator('a[href*="/createaccount?invitecode="]').first().getAttribute('href');
    expect(href).toMatch(/\/createaccount\?invitecode=[\w-]+/);

    // The audit log: who did what, when, with the reason and the change.
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    const log = page.getByRole('table', { name: 'Audit log' });
    for (const action of [
      'Advisor invited',
      'Company unlinked from advisor',
      'Company linked to advisor',
      'Account deactivated',
      'Bank transfer confirmed',
      'Payment request marked paid',
      'Payment request approved',
    ]) {
      const entry = log.getByRole('row').filter({ hasText: action }).first();
      await expect(entry, action).toContainText(DEMO_OPERATOR);
      await expect(entry, action).toContainText(String(new Date().getFullYear()));
    }
    await expect(log.getByRole('row').filter({ hasText: 'Account deactivated' }).first()).toContainText(
      'Transfer reversed by the bank',
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Subject', { exact: true }).selectOption('payment_request');
    await expect(log.getByRole('row').filter({ hasText: 'Advisor invited' })).toHaveCount(0);
    // The demo's own history is there too: the newest approval is the one made above.
    await expect(log.getByRole('row').filter({ hasText: 'Payment request approved' }).first()).toBeVisible();

    // At 390 px the navigation is a drawer and each row is a card with its column names.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(consoleNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open the console menu' }).click();
    await consoleNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(consoleNav(page)).toBeHidden();
    await page.getByLabel('Search').fill(DEMO_OPERATOR);
    const card = page.getByRole('article').filter({ hasText: DEMO_OPERATOR });
    // The operator may be on the first page before the search applies: wait for the search's answer.
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card).toBeVisible();
    await expect(card.getByRole('definition').first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toBeHidden();
    // The shell eases its padding across the breakpoint: the page settles within 390 px.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    // An empty list says so in full, not clipped inside a scrolling table.
    await page.getByLabel('Search').fill('nobody-matches-this-search');
    await expect(page.getByText('No user matches these filters.')).toBeVisible();
  });

  test('an offer made through the form engine waits for the operator, who approves it; another is denied with a reason the owner reads', async ({
    page,
    browser,
    request,
  }) => {
    const token = await loginViaApi(request, 'gold@demo.acorn.example', DEMO_PASSWORD);
    const stamp = Date.now();
    const good = `Cork stoppers ${stamp}`;
    const weak = `Call me ${stamp}`;

    // The owner creates one offer through the form engine and sees it pending.
    const owner = await openAs(browser, token, 1);
    await owner.goto(ownMarketPath('offers'));
    await owner.getByRole('link', { name: 'Create offer' }).first().click();
    await fillAndSubmitOffer(owner, good);
    await expect(owner).toHaveURL(ownMarketPath('offers'));
    await expect(ownItem(owner, good).getByText('Pending')).toBeVisible();

    const response = await request.post('/api/market/offers', {
      headers: authorization(token),
      data: {
        title: weak,
        description: '<p>Cork stoppers for <strong>wine</strong> exporters.</p>',
        service_id: 1,
        sectors: [1],
        countries: [152],
        deadline: '2099-12-31',
      },
    });
    expect(response.status(), await response.text()).toBe(201);

    await openConsole(page);
    await consoleNav(page).getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Review ${good}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Review content' });
    await expect(dialog.getByText('Laser cutting and welding for machinery makers.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `“${good}” is published` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Review ${good}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Review ${weak}` }).click();
    await dialog.getByLabel('Reason for denying').selectOption({ label: 'Contact details in the text' });
    await expect(dialog.getByLabel('Message to the owner')).toHaveValue(/remove the contact details/);
    await dialog.getByRole('button', { name: 'Deny' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `“${weak}” was denied` })).toBeVisible();

    // The owner sees the decisions: published, and denied with the operator's words.
    await owner.reload();
    await expect(ownItem(owner, good).getByText('Published')).toBeVisible();
    await expect(ownItem(owner, weak).getByText('Denied')).toBeVisible();
    await ownItem(owner, weak)
      .getByRole('button', { name: `Status of ${weak}` })
      .click();
    await expect(
      owner.getByRole('dialog', { name: 'Status' }).getByText(/remove the contact details/),
    ).toBeVisible();

    // Another member opens the published offer's detail page; the denied one stays hidden.
    const visitorToken = await loginViaApi(request, 'health@demo.acorn.example', DEMO_PASSWORD);
    const visitor = await openAs(browser, visitorToken, 1);
    await owner.goto(ownMarketPath('offers'));
    const detail = await ownItem(owner, good)
      .getByRole('link', { name: good, exact: true })
      .getAttribute('href');
    await visitor.goto(detail ?? '/');
    await expect(visitor.getByRole('heading', { name: good, level: 1 })).toBeVisible();
    await expect(visitor.getByText('Supply Chain & Procurement')).toBeVisible();
    await expect(visitor.getByText('Pending')).toHaveCount(0);
    await expectNoSeriousA11yViolations(visitor);
  });

  test('an operator takes a feature from a plan, sees it kept after a reload, and gives it back; on a phone too', async ({
    page,
    request,
  }) => {
    // Platinum's scoring board: no other journey depends on it, and it goes back as it was.
    const platinumFeatures = async () => {
      const list = (await (await request.get('/api/packages')).json()) as {
        data: Array<{ id: number; available_features: string[] }>;
      };
      return list.data.find((item) => item.id === 4)?.available_features ?? [];
    };
    const original = await platinumFeatures();
    expect(original).toContain('SCORING_BOARD_FEATURE');
    const scoringBoard = page.getByRole('checkbox', { name: 'Platinum: Scoring board' });
    const saveChanges = page.getByRole('button', { name: 'Save changes' });
    const saved = page.getByRole('alert').filter({ hasText: 'Features saved for Platinum.' });

    await openConsole(page);
    try {
      await consoleNav(page).getByRole('link', { name: 'Plans' }).click();
      await expect(page).toHaveURL('/admin/plans');
      await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
      await expect(scoringBoard).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Gold: 20 LOG market' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Crystal: 20 LOG market' })).not.toBeChecked();
      await expect(saveChanges).toBeDisabled();
      await expectNoSeriousA11yViolations(page);

      // A feature left in no plan is pointed out; discarding puts the boxes back as saved.
      const advisor = page.getByRole('checkbox', { name: 'Platinum: Advisor' });
      await advisor.uncheck();
      await expect(page.getByText('In no plan: nobody can use it').filter({ visible: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await expect(advisor).toBeChecked();
      await expect(saveChanges).toBeDisabled();

      await scoringBoard.uncheck();
      await expect(page.getByText('Unsaved changes: Platinum')).toBeVisible();
      await saveChanges.click();
      await expect(saved).toBeVisible();
      await expect(page.getByText('No unsaved changes')).toBeVisible();
      expect(await platinumFeatures()).not.toContain('SCORING_BOARD_FEATURE');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Plans', level: 1 })).toBeVisible();
      await expect(scoringBoard).not.toBeChecked();
      // Silver still has it: nothing warns that no plan does.
      await expect(page.getByText('In no plan: nobody can use it')).toHaveCount(0);

      // At 390 px each feature is a card with a box per plan; the page does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      const card = page.getByRole('article').filter({ hasText: 'Scoring board' });
      await expect(card).toBeVisible();
      await expect(page.getByRole('table', { name: 'Features by plan' })).toBeHidden();
      // The shell eases its padding across the breakpoint: the page settles within 390 px.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(390);
      await card.getByRole('checkbox', { name: 'Platinum: Scoring board' }).check();
      await expect(page.getByText('Unsaved changes: Platinum')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveChanges.click();
      await expect(page.getByText('No unsaved changes')).toBeVisible();
      expect((await platinumFeatures()).sort()).toEqual([...original].sort());

      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('/admin/audit-log?entity_type=package');
      const log = page.getByRole('table', { name: 'Audit log' });
      const entries = log.getByRole('row').filter({ hasText: 'Plan features changed' });
      await expect(entries.first()).toContainText('Now includes: Scoring board');
      await expect(entries.nth(1)).toContainText('No longer includes: Scoring board');
      await expect(entries.first()).toContainText(DEMO_OPERATOR);
      await expectNoSeriousA11yViolations(page);
    } finally {
      if (!(await platinumFeatures()).includes('SCORING_BOARD_FEATURE')) {
        const token = await page.evaluate(() => localStorage.getItem('token'));
        await request.put('/api/admin/packages/4/features', {
          headers: authorization(token ?? ''),
          data: { available_features: original },
        });
      }
    }
  });

  test('participants and advisors are kept out of the console', async ({ page, request }) => {
    await storeSession(page, await loginViaApi(request, DEMO_ADVISOR, DEMO_PASSWORD), 2);
    await page.goto('/admin/users');
    await expect(page).toHaveURL('/sba-profile');
    const token = await registerParticipantViaApi(request, uniqueEmail('not-operator'));
    await storeSession(page, token, 1);
    await page.goto('/admin');
    await expect(page).toHaveURL('/complete-participant-registration');
    // Operators cannot use the product's sign-in.
    const refused = await request.post('/api/login', {
      data: { email: DEMO_OPERATOR, password: DEMO_PASSWORD },
    });
    expect(refused.status()).toBe(403);
  });
});
