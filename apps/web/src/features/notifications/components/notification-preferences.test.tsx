import type { NotificationPreference } from '@acorn/contracts';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../../accounts/testing/mock-api';
import { NotificationPreferences } from './notification-preferences';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const STORED: NotificationPreference[] = [
  { kind: 'interest', delivery: 'email' },
  { kind: 'message', delivery: 'email' },
  { kind: 'feedback_received', delivery: 'app' },
];

function mount(put?: Parameters<typeof mockApi>[0][string]) {
  sessionStore.start({ token: 'token', role: 1 });
  let stored = STORED;
  const api = mockApi({
    'GET /api/notification-preferences': () => ({ json: { data: stored } }),
    'PUT /api/notification-preferences':
      put ??
      ((call) => {
        const { preferences } = call.body as { preferences: NotificationPreference[] };
        stored = stored.map((p) => preferences.find((c) => c.kind === p.kind) ?? p);
        return { json: { data: stored } };
      }),
  });
  renderWithProviders(
    <>
      <Notifications />
      <main>
        <NotificationPreferences />
      </main>
    </>,
    { queryClient: configuredClient(), route: '/notifications/preferences' },
  );
  return api;
}

describe('NotificationPreferences', () => {
  it('shows each kind with its delivery, and passes axe', async () => {
    mount();
    const wants = await screen.findByRole('radiogroup', { name: 'A company wants one of my items' });
    expect((within(wants).getByRole('radio', { name: 'E-mail at once' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByText(/not sent if you read the message here first/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('saves only what changed, and says so', async () => {
    const api = mount();
    const messages = await screen.findByRole('radiogroup', { name: 'A message for me' });
    // Native radios, one group per kind: Tab reaches the group, the arrow keys choose.
    expect(
      within(messages)
        .getAllByRole('radio')
        .every((radio) => radio.getAttribute('name') === 'delivery-message'),
    ).toBe(true);
    const wants = screen.getByRole('radiogroup', { name: 'A company wants one of my items' });
    fireEvent.click(within(wants).getByRole('radio', { name: 'Off' }));
    fireEvent.click(within(wants).getByRole('radio', { name: 'E-mail at once' }));
    fireEvent.click(within(messages).getByRole('radio', { name: 'Daily digest' }));
    expect((within(messages).getByRole('radio', { name: 'Daily digest' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your preferences are saved')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ preferences: [{ kind: 'message', delivery: 'digest' }] });
    expect((screen.getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('tells why a save was refused and keeps the choice', async () => {
    mount(() => apiError('notification_kind_unavailable'));
    const wants = await screen.findByRole('radiogroup', { name: 'A company wants one of my items' });
    fireEvent.click(within(wants).getByRole('radio', { name: 'Off' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('This kind of notification does not reach your account')).toBeTruthy();
    expect((within(wants).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
  });
});
