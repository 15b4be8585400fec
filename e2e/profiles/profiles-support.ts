import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, storeSession } from '../accounts/accounts-support';

/** Demo participants these journeys edit, one per test so parallel tests never share one. */
export const DEMO = {
  seller: 'analytics@demo.acorn.example',
  company: 'health@demo.acorn.example',
  contact: 'platinum@demo.acorn.example',
  rules: 'logistics@demo.acorn.example',
  advisor: 'advisor@demo.acorn.example',
} as const;

/** Signs the browser in as a demo account (through the API) and opens `path`. */
export async function openAs(page: Page, request: APIRequestContext, email: string, path: string) {
  const token = await loginViaApi(request, email, DEMO_PASSWORD);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  const { id, cb_roles_id } = (await me.json()) as { id: number; cb_roles_id: number };
  await storeSession(page, token, cb_roles_id);
  await page.goto(path);
  return { token, id };
}

/** Chooses a file through the field's button, as a user does with the file picker. */
export async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Picks an option of a Mantine select (typing first when it is searchable). */
export async function pickOption(page: Page, field: Locator, option: string, { search = false } = {}) {
  await field.click();
  if (search) await field.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The visible panel of a profile tab. */
export const tabPanel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

/** The success notice of a save. */
export const savedNotice = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Changes updated successfully' });
