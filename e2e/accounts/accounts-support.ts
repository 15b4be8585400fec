import { type APIRequestContext, expect, type Page, type Route } from '@playwright/test';

/** Shared by the demo accounts the server seeds (packages/db seed/demo.ts). */
export const DEMO_PASSWORD = 'Acorn-demo-2026';
export const DEMO_PARTICIPANT = 'crystal@demo.acorn.example';
export const DEMO_ADVISOR = 'advisor@demo.acorn.example';
/** The standing advisor invitation of the journey server (playwright.config.ts SBA_INVITE_CODE). */
export const INVITE_CODE = 'e2e-invite-2026';

export const PASSWORD = 'Journey-pass-2026';

let counter = 0;

/** A new address for each account a journey creates, so parallel journeys never share one. */
/** The tiers under the sign-in form render once they come near the screen, as a visitor scrolls. */
export async function scrollToPlans(page: Page) {
  await page.getByRole('heading', { name: 'Membership plans', level: 2 }).scrollIntoViewIfNeeded();
}

export function uniqueEmail(label: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${Date.now()}-${counter}-${random}@journeys.acorn.example`;
}

/** The login form's password box (the show/hide button's name also contains "password"). */
export const passwordBox = (page: Page, name = 'Password') =>
  page.getByRole('textbox', { name, exact: true });

/** A participant account created through the API (registration step 1); returns its token. */
export async function registerParticipantViaApi(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
) {
  const response = await request.post('/api/register', {
    data: { email, password, c_password: password, role: '1', acceptedTerms: true, language: 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { success: { token: string } }).success.token;
}

export async function loginViaApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { success: { token: string } }).success.token;
}

/** Signs the browser in by storing a session token, as the login page does; no page is open after it. */
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

/** Signs in through the login form and waits for the app to leave it. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await passwordBox(page).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL('/');
}

/**
 * Answers GET /api/me with the real user detail changed by `patch`: for account states a browser
 * cannot reach (registration finished, inactive, read-only, external provider) without a fixture
 * endpoint on the server.
 */
export async function patchMe(page: Page, patch: Record<string, unknown>) {
  await page.route('**/api/me', async (route: Route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    return route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
}

export async function fetchContactEmail(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/app-config');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { contactEmail: string }).contactEmail;
}

/** Expands the menu's My account group (it starts open on the pages it links to). */
export async function openMyAccount(page: Page) {
  const group = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'My account' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
}
