import type { PublicReferral } from '@acorn/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { user } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { PublicReferrals } from './public-referrals';

const referral = (overrides: Partial<PublicReferral> = {}): PublicReferral => ({
  id: 51,
  reffer_type: 'testimonial',
  description: 'A reliable partner for our cork line.',
  project_name: 'Cork stoppers line',
  from_date: '2026-01-10',
  to_date: '2026-06-30',
  created_at: '2026-07-01T10:00:00.000Z',
  evidence: 'none',
  reply: { body: 'It was a pleasure.', created_at: '2026-07-02T10:00:00.000Z' },
  reviewer: { name: 'Rui Costa', position: 'Head of Purchasing' },
  company: { id: null, name: 'Tecnimetal Ibérica', subscription: null, image: null },
  former_member: false,
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('PublicReferrals', () => {
  it('shows the evidence and the reply, and reports a referral with its reason', async () => {
    sessionStore.start({ token: 'token', role: 1 });
    const api = mockApi({
      'GET /api/me': () => ({ json: user({ id: 7 }) }),
      'POST /api/listPublicReferral': () => ({ json: { success: [referral()] } }),
      'POST /api/reports': () => ({ json: { success: 'Report received' } }),
    });
    renderWithProviders(
      <PublicReferrals userId={12} companyName="Quinta do Vale Verde" type="testimonial" />,
      {
        queryClient: configuredClient(),
      },
    );
    expect(await screen.findByRole('button', { name: 'Not verified: what this means' })).toBeTruthy();
    expect(screen.getByText('10/01/2026 – 30/06/2026')).toBeTruthy();
    expect(screen.getByText('Reply from Quinta do Vale Verde')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Report the feedback of Rui Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this referral' });
    fireEvent.change(within(dialog).getByLabelText(/^Why are you reporting it/), {
      target: { value: 'Not a real customer.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.path === '/api/reports')?.body).toEqual({
      item_type: 'referral',
      item_id: 51,
      reason: 'Not a real customer.',
    });
  });
});
