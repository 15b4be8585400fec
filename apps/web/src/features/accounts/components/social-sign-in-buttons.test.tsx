import type { AppConfig } from '@acorn/contracts';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CONFIG } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PENDING_KEY } from '../social/oidc-flow';
import { configuredClient } from '../testing/mock-api';
import { SocialSignInButtons } from './social-sign-in-buttons';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const renderButtons = (oidcProviders: string[], oidcClients?: AppConfig['oidcClients']) =>
  renderWithProviders(
    <>
      <Notifications />
      <SocialSignInButtons intent={() => ({ kind: 'login' })} dividerLabel="Or sign in with" />
    </>,
    {
      queryClient: configuredClient({
        ...APP_CONFIG,
        oidcProviders,
        ...(oidcClients ? { oidcClients } : {}),
      }),
    },
  );

describe('SocialSignInButtons', () => {
  it('renders nothing when the server has no provider configured', () => {
    renderButtons([]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Or sign in with')).toBeNull();
  });

  it('offers one button per configured provider', () => {
    renderButtons(['google', 'linkedin', 'keycloak']);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with LinkedIn',
      'Continue with Keycloak',
    ]);
  });

  it('says so when the provider cannot be started from the browser yet', async () => {
    renderButtons(['google']);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Signing in with Google is not available at the moment.',
    );
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('remembers the attempt before leaving for the provider', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      assign,
      origin: 'https://acorn.example',
    });
    renderButtons(
      ['google'],
      [
        {
          provider: 'google',
          clientId: 'c-1',
          authorizationEndpoint: 'https://idp.example/auth',
          responseType: 'id_token',
        },
      ],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}');
    expect(pending).toMatchObject({ provider: 'google', intent: { kind: 'login' } });
    const url = new URL(assign.mock.calls[0]?.[0] as string);
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('nonce')).toBe(pending.nonce);
    expect(url.searchParams.get('redirect_uri')).toBe('https://acorn.example/auth/callback');
  });
});
