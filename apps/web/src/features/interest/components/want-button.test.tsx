import { Notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { apiError, mockApi } from '../../accounts/testing/mock-api';
import { WantButton } from './want-button';

const wanted = (id: number, type = 'offer') => ({
  json: { data: { item_id: id, item_type: type, wanted: true } },
});
const unwanted = (id: number, type = 'offer') => ({
  json: { data: { item_id: id, item_type: type, wanted: false } },
});

function renderWant(props: Partial<Parameters<typeof WantButton>[0]> = {}, queryClient = new QueryClient()) {
  return renderWithProviders(
    <>
      <Notifications />
      <WantButton itemType="offer" itemId={7} wanted={false} {...props} />
    </>,
    { queryClient },
  );
}

/** A list that reads the item again: wanted now, and closed to Wants. */
function Reloaded() {
  const [sold, setSold] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSold(true)}>
        Reload
      </button>
      <WantButton itemType="offer" itemId={7} wanted={sold} disabled={sold} />
    </>
  );
}

const button = () => screen.getByRole('button', { name: /Want/ });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WantButton', () => {
  it('gives a Want at once, sends it, and has the feed read again', async () => {
    const api = mockApi({ 'POST /api/interest': () => wanted(7) });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWant({}, queryClient);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().textContent).toBe('Want');

    fireEvent.click(button());
    expect(screen.getByRole('button', { name: 'Wanted' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['feed'] }));
    expect(api.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/interest',
        body: { item_id: 7, item_type: 'offer' },
      }),
    ]);
  });

  it('takes a Want back with DELETE', async () => {
    const api = mockApi({ 'DELETE /api/interest': () => unwanted(3, 'campaign') });
    renderWant({ itemType: 'campaign', itemId: 3, wanted: true });
    fireEvent.click(screen.getByRole('button', { name: 'Wanted' }));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(api.paths()).toEqual(['DELETE /api/interest']));
    expect(api.calls[0]?.body).toEqual({ item_id: 3, item_type: 'campaign' });
  });

  it('goes back and tells why when the server refuses', async () => {
    mockApi({ 'POST /api/interest': () => apiError('interest_own') });
    renderWant({ itemType: 'offer' });
    fireEvent.click(button());
    expect(await screen.findByText('You cannot want your own item')).toBeTruthy();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().textContent).toBe('Want');
  });

  it('follows the state the list reads afterwards, and stays still when disabled', () => {
    const api = mockApi({});
    renderWithProviders(<Reloaded />);
    expect(button().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    const pressed = screen.getByRole('button', { name: 'Wanted' }) as HTMLButtonElement;
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(pressed.disabled).toBe(true);
    fireEvent.click(pressed);
    expect(api.calls).toEqual([]);
  });
});
