import type { UploadedFile } from '@acorn/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../features/accounts/testing/mock-api';
import { sessionStore } from '../../lib/session';
import { user } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ProfileMenu } from './profile-menu';

const picture = (name: string): UploadedFile => ({
  id: 3,
  name,
  url: `/uploads/${name}.png`,
  content_type: 'image/png',
  size: 2048,
  variants: { thumb: `/uploads/${name}-thumb.webp`, medium: `/uploads/${name}-medium.webp` },
});

function renderMenu(detail: ReturnType<typeof user>) {
  sessionStore.start({ token: 'token', role: detail.cb_roles_id });
  mockApi({ 'GET /api/me': () => ({ json: detail }) });
  return renderWithProviders(<ProfileMenu size={38} />);
}

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('the header avatar', () => {
  it("shows the company's logo, small, and keeps the initials as the button's name", async () => {
    const { container } = renderMenu(user({ logo: picture('logo') }));
    const button = await screen.findByRole('button', { name: 'AS: account menu' });
    expect(button).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/logo-thumb.webp');
  });

  it("shows an advisor's photo", async () => {
    const { container } = renderMenu(user({ cb_roles_id: 2, photo: picture('photo'), logo: null }));
    await screen.findByRole('button', { name: 'AS: account menu' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/photo-thumb.webp');
  });

  it('shows the initials without a picture', async () => {
    const { container } = renderMenu(user({ logo: null }));
    await screen.findByText('AS');
    expect(container.querySelector('img')).toBeNull();
  });
});
