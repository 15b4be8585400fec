import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { LoadFailureBoundary } from './load-failure';

describe('LoadFailureBoundary', () => {
  it('replaces the page with a readable message and a reload button when a translation fails', async () => {
    renderWithProviders(
      <LoadFailureBoundary>
        <p>The page</p>
      </LoadFailureBoundary>,
    );
    expect(screen.getByText('The page')).toBeTruthy();
    vi.stubGlobal('fetch', async () => new Response('Service unavailable', { status: 503 }));
    await act(() => i18n.loadNamespaces(['admin']));
    vi.unstubAllGlobals();
    expect(screen.queryByText('The page')).toBeNull();
    expect(screen.getByRole('heading', { name: 'The page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });

  it('does the same when a script chunk cannot be fetched', () => {
    renderWithProviders(
      <LoadFailureBoundary>
        <p>The page</p>
      </LoadFailureBoundary>,
    );
    act(() => {
      window.dispatchEvent(new Event('vite:preloadError'));
    });
    expect(screen.getByRole('alert').textContent).toContain('Reloading usually fixes it.');
  });
});
