import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  passwordBox,
  registerParticipantViaApi,
  storeSession,
  uniqueEmail,
} from '../accounts/accounts-support';
import { runDataFile } from '../support/run-data';
import { totpCode, unusedTotpCode } from '../support/totp';

export const DEMO_OPERATOR = 'operator@demo.acorn.example';
/** Portugal's id in the built-in country list (DESIGN.md §4). */
const PORTUGAL = { id: 152, name: 'Portugal', UE: true };

/**
 * The demo operator's TOTP secret, learnt at its first sign-in (the enrolment), and the session of
 * its last sign-in through the pages, shared by the run's workers.
 */
const OPERATOR_FILE = runDataFile('demo-operator.json');

interface OperatorState {
  secret?: string;
  session?: { token: string; role: string };
}

const readOperator = (): OperatorState =>
  existsSync(OPERATOR_FILE) ? (JSON.parse(readFileSync(OPERATOR_FILE, 'utf8')) as OperatorState) : {};

const keepOperator = (change: OperatorState) =>
  writeFileSync(OPERATOR_FILE, JSON.stringify({ ...readOperator(), ...change }));

const authorization = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs the operator in through /admin/login: e-mail and password, then the authenticator's code. */
export async function signInOperator(
  page: Page,
  checks: (step: 'password' | 'code') => Promise<void> = async () => {},
) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await checks('password');
  await page.getByLabel('E-mail').fill(DEMO_OPERATOR);
  await passwordBox(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  const operatorSecret = readOperator().secret;
  if (!operatorSecret) {
    // First sign-in: the console shows the new secret as a QR code, as text and as the otpauth:// link.
    await expect(page.getByRole('heading', { name: 'Set up your second factor', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code of the setup link/ })).toBeVisible();
    const grouped = await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
    const secret = (grouped ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByText(`otpauth://totp/`, { exact: false })).toContainText(`secret=${secret}`);
    await checks('code');
    // A wrong code is refused and the challenge stays open.
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await expect(page.getByText('The code is not correct')).toBeVisible();
    await page.getByLabel('6-digit code').fill(await unusedTotpCode(secret));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    keepOperator({ secret });
  } else {
    await expect(page.getByRole('heading', { name: 'Enter your code', level: 1 })).toBeVisible();
    await checks('code');
    await page.getByLabel('6-digit code').fill(await unusedTotpCode(operatorSecret));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const [token, role] = await page.evaluate(() => [
    localStorage.getItem('token'),
    localStorage.getItem('role'),
  ]);
  if (token && role) keepOperator({ session: { token, role } });
}

/**
 * Opens the console's users page as the operator: with the session of an earlier sign-in through
 * the pages when there is one, since each sign-in takes a code of its own and a third within a
 * minute waits up to 30 s for the clock (the sign-in's own journeys go through the pages).
 */
export async function openConsole(page: Page) {
  const { session } = readOperator();
  if (session) {
    await storeSession(page, session.token, Number(session.role));
    await page.goto('/admin/users');
    const users = page.getByRole('heading', { name: 'Users', level: 1 });
    await expect(users.or(page.getByRole('heading', { name: 'Sign in', level: 1 }))).toBeVisible();
    if (await users.isVisible()) return;
  }
  await signInOperator(page);
}

/** The console's side navigation (the drawer's on phones). */
export const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });

let nifCounter = Math.floor(Math.random() * 9_000_000);

/** A Portuguese VAT number (NIF) with right check digits, different on every call. */
function portugueseVat(): string {
  nifCounter = (nifCounter + 7919) % 10_000_000;
  const digits = `5${String(nifCounter).padStart(7, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const rest = sum % 11;
  return `${digits}${rest < 2 ? 0 : 11 - rest}`;
}

async function postOk(request: APIRequestContext, url: string, token: string, data: unknown) {
  const response = await request.post(url, { data, headers: authorization(token) });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

/**
 * A participant registered through the API with the wizard's first two steps saved (Portugal),
 * named `companyName`. With `bankTransfer`, it also orders Platinum (annual) by bank transfer.
 */
export async function createParticipant(
  request: APIRequestContext,
  label: string,
  options: { bankTransfer?: boolean } = {},
) {
  const email = uniqueEmail(label);
  const token = await registerParticipantViaApi(request, email);
  const companyName = `${label[0]?.toUpperCase()}${label.slice(1)} ${Math.random().toString(36).slice(2, 7)} Lda`;
  const sectors = (await (await request.get('/api/sectors')).json()) as {
    data: Array<{ id: number; name: string }>;
  };
  const sector = sectors.data[0];
  expect(sector).toBeTruthy();
  await postOk(request, '/api/adduserinfo', token, {
    is_seller: 0,
    company_name: companyName,
    company_sector: sector,
    country_of_operation: [PORTUGAL],
    first_name: 'Rita Journey',
    job_function: 'General Management',
    phone: '+351 912 345 678',
  });
  await postOk(request, '/api/adduseraddress', token, {
    company_legal_name: `${companyName}.`,
    vatnumber: portugueseVat(),
    address1: 'Rua das Flores 12',
    address2: '',
    postal_code: '4050-262',
    state: '',
    city: 'Porto',
    country: PORTUGAL,
  });
  let subscriptionId: number | undefined;
  if (options.bankTransfer) {
    const body = await postOk(request, '/api/bankPost', token, {
      id: 4,
      substype: 'annual',
      payoption: 'Bank',
    });
    subscriptionId = (body as { data: { subscription_id: number } }).data.subscription_id;
  }
  return { email, token, companyName, subscriptionId };
}

export { authorization };
