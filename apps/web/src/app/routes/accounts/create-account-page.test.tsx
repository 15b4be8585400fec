import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, configuredClient, mockApi } from '../../../features/accounts/testing/mock-api';
import { renderWithProviders } from '../../../test/render';
import { CreateAccountPage } from './create-account-page';

const renderAt = (route: string) =>
  renderWithProviders(null, {
    queryClient: configuredClient(),
    route,
    routes: [{ path: '/createaccount', element: <CreateAccountPage /> }],
  });

afterEach(() => vi.unstubAllGlobals());

describe('CreateAccountPage', () => {
  it('starts on the participant tab without an invitation', () => {
    const api = mockApi({});
    renderAt('/createaccount?ref=abc');
    expect(screen.getByRole('tab', { name: 'Participant' }).getAttribute('aria-selected')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('opens the advisor tab with the code of an invitation link the server accepts', async () => {
    const api = mockApi({ 'POST /api/invitecheck': () => ({ json: { success: 'Valid invitation code' } }) });
    renderAt('/createaccount?invitecode=invite-7');
    expect(screen.getByRole('status').textContent).toContain('Checking your invitation');
    const tab = await screen.findByRole('tab', { name: 'Advisor' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText(/^Invitation code/, { selector: 'input' }) as HTMLInputElement).value).toBe(
      'invite-7',
    );
    expect(api.calls.map((call) => call.body)).toEqual([{ code: 'invite-7' }]);
  });

  it('shows only the reason when the server refuses the invitation link', async () => {
    mockApi({
      'POST /api/invitecheck': () =>
        apiError('invalid_invitation', { fields: { invitecode: ['invitationRejected'] } }),
    });
    renderAt('/createaccount?invitecode=old');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid invitation code for SBA registration',
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the spec message when the check fails without a reason', async () => {
    mockApi({ 'POST /api/invitecheck': () => ({ status: 500, json: {} }) });
    renderAt('/createaccount?invitecode=old');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Invalid invitation code for SBA registration',
    );
  });
});
