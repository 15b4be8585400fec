import type { FailedMail } from '@acorn/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FailedMailList } from './failed-mail-list';

const bounced: FailedMail = {
  id: 7,
  to: 'ana@example.com',
  subject: 'Your invoice',
  status: 'failed',
  attempts: 8,
  last_error: '550 Mailbox unavailable',
  failed_at: '2026-11-02T10:00:00.000Z',
};
const unknown: FailedMail = {
  ...bounced,
  id: 8,
  subject: 'Welcome',
  attempts: 1,
  last_error: 'outcome unknown',
};

/** The list's answers, one per call, as the API would give them. */
function server(...answers: { status: number; body: unknown }[]) {
  const fetch = vi.fn(async () => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const page = (data: FailedMail[]) => ({
  status: 200,
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FailedMailList', () => {
  it('shows each mail with its recipient, reason and attempts, and a named button to send it again', async () => {
    server(page([bounced, unknown]));
    renderWithProviders(<FailedMailList page={1} onPageChange={() => {}} />);
    expect((await screen.findAllByText('550 Mailbox unavailable')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('ana@example.com').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Outcome unknown/).length).toBeGreaterThan(0);
    const resend = screen.getAllByRole('button', { name: 'Send "Your invoice" to ana@example.com again' });
    expect(resend.length).toBeGreaterThan(0);
    // A real button: reached with Tab, pressed with Enter or Space.
    expect(resend[0]!.tagName).toBe('BUTTON');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('says so when no mail has failed', async () => {
    server(page([]));
    renderWithProviders(<FailedMailList page={1} onPageChange={() => {}} />);
    expect(await screen.findByText('No mail has failed.')).toBeTruthy();
  });

  it('tells a failed load in words and loads again on request', async () => {
    const fetch = server({ status: 403, body: { code: 'forbidden', error: 'Forbidden' } }, page([bounced]));
    renderWithProviders(<FailedMailList page={1} onPageChange={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(screen.getAllByText('Your invoice').length).toBeGreaterThan(0));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
