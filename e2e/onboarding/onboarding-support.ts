import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The standing advisor invitation of the journey server (playwright.config.ts SBA_INVITE_CODE). */
const INVITE_CODE = 'e2e-invite-2026';
const PASSWORD = 'Journey-pass-2026';
const PORTUGAL = 152;

let counter = 0;

/** A new address for each account a journey creates, so parallel journeys never share one. */
export function uniqueEmail(label: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `onboarding-${label}-${Date.now()}-${counter}-${random}@journeys.acorn.example`;
}

/**
 * A Portuguese company NIF with a right check digit (mod 11), different on every call, so
 * journeys running side by side never claim the same VAT number.
 */
export function portugueseNif(): string {
  const digits = [5, ...Array.from({ length: 7 }, () => Math.floor(Math.random() * 10))];
  const sum = digits.reduce((total, digit, index) => total + digit * (9 - index), 0);
  const remainder = sum % 11;
  return `${digits.join('')}${remainder < 2 ? 0 : 11 - remainder}`;
}

/** A NIF with the check digit off by one: the right shape, the wrong number. */
export function wrongNif(): string {
  const nif = portugueseNif();
  const last = Number(nif.at(-1));
  return `${nif.slice(0, 8)}${(last + 1) % 10}`;
}

/** A minimal one-page PDF. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** The create-account form's password boxes (the show/hide button's name also says "password"). */
const passwordBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Creates an account through /createaccount, as a visitor does; the page ends on the wizard. */
export async function registerThroughForm(page: Page, email: string, advisor = false) {
  await page.goto(advisor ? `/createaccount?invitecode=${INVITE_CODE}` : '/createaccount');
  await page.getByLabel('E-mail').fill(email);
  await passwordBox(page, 'Password').fill(PASSWORD);
  await passwordBox(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page
    .getByRole('button', { name: advisor ? 'Create advisor account' : 'Create account', exact: true })
    .click();
  await expect(page).toHaveURL(advisor ? '/complete-sba-registration' : '/complete-participant-registration');
}

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const response = await request.post(path, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/**
 * A participant whose company and address steps are saved through the API (Portugal, a fresh
 * NIF), so a journey can start at the package step. Returns the session token.
 */
export async function participantAtPackageStep(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('buyer');
  const registered = await post(request, '/api/register', {
    email,
    password: PASSWORD,
    c_password: PASSWORD,
    role: '1',
    acceptedTerms: true,
    language: 'en',
  });
  const token: string = registered.success.token;
  await post(request, '/api/rgpd', { accept: true }, token);
  await post(
    request,
    '/api/adduserinfo',
    {
      is_seller: false,
      company_name: 'Journey Foods',
      company_sector: 1,
      country_of_operation: [PORTUGAL],
      first_name: 'Marta Journey',
      job_function: 'Finance',
      phone: '+351 912 000 000',
    },
    token,
  );
  await post(
    request,
    '/api/adduseraddress',
    {
      company_legal_name: 'Journey Foods, Lda.',
      vatnumber: `PT${portugueseNif()}`,
      address1: 'Rua Augusta 10',
      postal_code: '1100-053',
      city: 'Lisboa',
      country: PORTUGAL,
    },
    token,
  );
  return token;
}

/** Signs the browser in by storing the session token, as the login page does. */
export async function storeSession(page: Page, token: string, role: number) {
  await page.goto('/api/health');
  await page.evaluate(
    ([value, roleId]) => {
      localStorage.setItem('token', value);
      localStorage.setItem('role', roleId);
    },
    [token, String(role)] as const,
  );
}

/**
 * Chooses an option of a Mantine select (a combobox with a listbox). The list closes when the
 * page moves under it before the click lands (a wizard's step still settling on a loaded
 * machine), so the whole choice is tried again until the click lands.
 */
export async function choose(page: Page, combobox: Locator, search: string, option: string | RegExp) {
  await expect(async () => {
    await combobox.click();
    await combobox.fill(search);
    await page.getByRole('option', { name: option }).first().click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** The names of the payment options the package modal offers (card-like radio buttons). */
export async function paymentOptions(dialog: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const option of await dialog.getByRole('radio').all()) {
    if ((await option.evaluate((node) => node.tagName)) !== 'BUTTON') continue;
    // The option's name is its first line; the hint follows.
    names.push(((await option.locator('p').first().textContent()) ?? '').trim());
  }
  return names;
}
