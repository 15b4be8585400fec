import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { PersonalDataSection } from './personal-data-section';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

const renderSection = () => renderWithProviders(<PersonalDataSection />, { queryClient: configuredClient() });

describe('PersonalDataSection', () => {
  it('tells why an export is refused, in words', async () => {
    mockApi({ 'GET /api/me/export': () => apiError('personal_data_export_limited') });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your data can be exported once a day. Please try again tomorrow.',
    );
  });

  it('says what erasure does, asks the password, shows a wrong one under it and erases with the right one', async () => {
    sessionStore.start({ token: 'token', role: 1 });
    const api = mockApi({
      'POST /api/me/delete': (call) =>
        (call.body as { password: string }).password === 'Right-pass1'
          ? { json: { success: 'Your account and its personal data have been erased' } }
          : apiError('current_password_wrong', { fields: { password: ['currentPasswordWrong'] } }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account' });
    expect(within(dialog).getByText(/stay, under “A former member”/)).toBeTruthy();
    const password = within(dialog).getByLabelText(/Your password/);
    fireEvent.change(password, { target: { value: 'Wrong-pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
    expect(await within(dialog).findByText('The current password is not correct')).toBeTruthy();
    fireEvent.change(password, { target: { value: 'Right-pass1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase my account' }));
    await waitFor(() => expect(sessionStore.get().token).toBeFalsy());
    expect(api.paths()).toEqual(['POST /api/me/delete', 'POST /api/me/delete']);
  });

  it('closes the dialog with Escape without erasing', async () => {
    const api = mockApi({});
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Erase my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.paths()).toEqual([]);
  });
});
