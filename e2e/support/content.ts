import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { unusedTotpCode } from './totp';

/** Submits a new item of the form engine and closes the 'Great!' dialog that says it waits for approval. */
export async function submitForApproval(page: Page) {
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Great!' });
  await expect(
    dialog.getByText(
      'This information has been correctly submited. Our team will review it as soon as possible.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
}

/** The journeys' own operator (ADMIN_EMAIL in playwright.config.ts), never the console journeys' demo one. */
export const JOURNEYS_OPERATOR = {
  email: 'approvals@journeys.acorn.example',
  password: 'Journeys-operator-2026',
};

/** Its second factor's secret, learnt at its first sign-in in this worker. */
let journeysOperatorSecret: string | undefined;

/**
 * Approves an item as the operator does, through the API (the console's own journeys sign in
 * through its pages): the journeys' operator signs in with its second factor, enrolling it the
 * first time, and publishes the item. One journey of a run uses it at a time.
 */
export async function approveAsOperator(request: APIRequestContext, type: string, id: number) {
  const login = await request.post('/api/admin/login', { data: JOURNEYS_OPERATOR });
  expect(login.status(), await login.text()).toBe(200);
  const started = (await login.json()) as { mfa: 'enroll' | 'verify'; challenge: string; secret?: string };
  if (started.mfa === 'enroll') journeysOperatorSecret = started.secret;
  if (!journeysOperatorSecret) throw new Error('the journeys operator enrolled in another worker');
  const mfa = await request.post('/api/admin/mfa', {
    data: { challenge: started.challenge, code: await unusedTotpCode(journeysOperatorSecret) },
  });
  expect(mfa.status(), await mfa.text()).toBe(200);
  const { token } = ((await mfa.json()) as { success: { token: string } }).success;
  const approved = await request.post(`/api/admin/content/${type}/${id}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}
