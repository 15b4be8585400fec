import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useListParams } from './use-list-params';

function Filters() {
  const { values, setFilters } = useListParams(['advisor', 'month'] as const);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => setFilters({ advisor: '7' })}>
        advisor
      </button>
      <button type="button" onClick={() => setFilters({ month: '9' })}>
        month
      </button>
      <output aria-label="address">{location.search}</output>
      <output aria-label="values">{JSON.stringify(values)}</output>
    </>
  );
}

describe('useListParams', () => {
  it('keeps the first of two filters changed before the first navigation lands', async () => {
    // The console's guard runs on every navigation, so each change lands a moment later.
    const guard = () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 20));
    renderWithProviders(null, {
      route: '/list',
      routes: [{ path: '/list', loader: guard, shouldRevalidate: () => true, element: <Filters /> }],
    });
    await screen.findByRole('button', { name: 'advisor' });
    // The second change comes after a render, while the first navigation waits for its guard.
    await act(async () => {
      screen.getByRole('button', { name: 'advisor' }).click();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    act(() => screen.getByRole('button', { name: 'month' }).click());
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toBe('?advisor=7&month=9'));
    expect(screen.getByLabelText('values').textContent).toBe('{"advisor":"7","month":"9"}');
  });
});
