import { readFileSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { runDataFile } from './run-data';
import { unusedTotpCode } from './totp';

/** Submits a new item of the form engine and closes the 'Great!' dialog that says it waits for approval. */
export async function submitForApproval(page: Page) {
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Great!' });
  await expect(
    dialog.getByText(
      'This information has been correctly submitted. Our team will review it as soon as possible.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
}

/** The journeys' own operator (ADMIN_EMAIL in playwright.config.ts), never the console journeys' demo one. */
const JOURNEYS_OPERATOR = {
  email: 'approvals@journeys.acorn.example',
  password: 'Journeys-operator-2026',
};

/**
 * Its second factor's secret, kept beside the run's server data (fresh each run): every worker
 * of the run (a project, a restart after a failure) signs in with the secret of the first one.
 */
const SECRET_FILE = runDataFile('journeys-operator.secret');
/** Its session in this worker. */
let journeysOperatorToken: string | undefined;

/**
 * The journeys' operator's session: it signs in with its second factor once per worker (enrolling
 * it the first time in the run), since a second sign-in within 30 s would wait for the next code.
 */
export async function journeysOperatorSession(request: APIRequestContext): Promise<string> {
  if (journeysOperatorToken) return journeysOperatorToken;
  const login = await request.post('/api/admin/login', { data: JOURNEYS_OPERATOR });
  expect(login.status(), await login.text()).toBe(200);
  const started = (await login.json()) as { mfa: 'enroll' | 'verify'; challenge: string; secret?: string };
  if (started.mfa === 'enroll' && started.secret) writeFileSync(SECRET_FILE, started.secret);
  const secret = readFileSync(SECRET_FILE, 'utf8');
  const verify = async () =>
    request.post('/api/admin/mfa', {
      data: { challenge: started.challenge, code: await unusedTotpCode(secret) },
    });
  // An earlier worker may have spent this step's code (each is taken once): the next step's, then.
  let mfa = await verify();
  for (let attempt = 0; attempt < 2 && mfa.status() !== 200; attempt++) mfa = await verify();
  expect(mfa.status(), await mfa.text()).toBe(200);
  journeysOperatorToken = ((await mfa.json()) as { success: { token: string } }).success.token;
  return journeysOperatorToken;
}

/**
 * Approves an item as the operator does, through the API (the console's own journeys sign in
 * through its pages). One journey of a run uses the journeys' operator at a time.
 */
export async function approveAsOperator(request: APIRequestContext, type: string, id: number) {
  const approve = async () =>
    request.post(`/api/admin/content/${type}/${id}/approve`, {
      headers: { Authorization: `Bearer ${await journeysOperatorSession(request)}` },
    });
  let approved = await approve();
  if (approved.status() === 401) {
    journeysOperatorToken = undefined;
    approved = await approve();
  }
  expect(approved.status(), await approved.text()).toBe(200);
}

/**
 * Has the operator approve one of the page's own items (a my-content list, `title` its link to
 * the detail page), then opens the published item's page. Answers its id.
 */
export async function publishOwnItem(page: Page, request: APIRequestContext, type: string, title: string) {
  const link = page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('link', { name: title, exact: true });
  const href = (await link.getAttribute('href')) ?? '';
  const id = Number(href.split('/').pop());
  expect(id).toBeGreaterThan(0);
  await approveAsOperator(request, type, id);
  await page.goto(href);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return id;
}
