import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { passwordBox, storeSession } from '../accounts/accounts-support';
import { authorization, createParticipant } from '../admin/admin-support';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { journeysOperatorSession } from '../support/content';

const PASSWORD = 'Journey-pass-2026';

test('a member downloads their data once a day, then erases the account, which no longer signs in', async ({
  page,
  request,
}) => {
  // An active participant: registered, paid by bank transfer, the transfer confirmed.
  const member = await createParticipant(request, 'leaving', { bankTransfer: true });
  const operator = await journeysOperatorSession(request);
  const confirmed = await request.post(`/api/admin/bank-transfers/${member.subscriptionId}/confirm`, {
    headers: authorization(operator),
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await storeSession(page, member.token, 1);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The archive: a zip holding the JSON document with the member's own company.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const archive = readFileSync(await download.path());
  expect(archive.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(archive.includes(Buffer.from('personal-data.json'))).toBe(true);

  // A second one the same day is refused, in words.
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Your data can be exported once a day. Please try again tomorrow.',
  );

  // Erasure: the dialog says what happens and asks the password; a wrong one is told under it.
  await section.getByRole('button', { name: 'Erase my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erase your account' });
  await expect(dialog).toContainText('A former member');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel(/Your password/).fill('Wrong-pass-2026');
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(dialog.getByText('The current password is not correct')).toBeVisible();
  await dialog.getByLabel(/Your password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Erase my account' }).click();
  await expect(page).toHaveURL('/');

  // The account is gone: its e-mail and password no longer sign in, and its public page is gone.
  await page.getByLabel('E-mail').fill(member.email);
  await passwordBox(page).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid username and password')).toBeVisible();
  const me = await request.get('/api/me', { headers: authorization(member.token) });
  expect(me.status()).toBe(401);
});
