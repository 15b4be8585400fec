import { Notifications, notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { user } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { apiError, mockApi } from '../testing/mock-api';
import { LoginForm, SIGN_IN_ERROR_MS } from './login-form';

function renderLogin(returnTo?: string) {
  return renderWithProviders(<Notifications />, {
    routes: [
      { path: '/', element: <LoginForm refCode="FRIEND" returnTo={returnTo} /> },
      { path: '/feed', element: <p>Feed page</p> },
      { path: '/company/:id', element: <p>Company page</p> },
    ],
  });
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoginForm', () => {
  it('asks for the e-mail and password before sending anything', async () => {
    const api = mockApi({});
    renderLogin();
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(document.activeElement).toBe(input('E-mail'));

    fill('E-mail', 'ana@');
    submit();
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('links to the password reset and to registration, keeping the referral', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/createaccount?ref=FRIEND',
    );
  });

  it('stores the session, loads the profile and goes to the feed', async () => {
    const api = mockApi({
      'POST /api/login': () => ({ json: { success: { token: 'token-1' } } }),
      'GET /api/me': () => ({ json: user({ cb_roles_id: 1 }) }),
    });
    renderLogin();
    fill('E-mail', ' ana@company.example ');
    fill('Password', 'Secret-1');
    submit();
    expect(await screen.findByText('Feed page')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ email: 'ana@company.example', password: 'Secret-1' });
    expect(api.calls[1]?.authorization).toBe('Bearer token-1');
    expect(sessionStore.get()).toEqual({ token: 'token-1', role: '1' });
  });

  it('goes back to the page a link asked for instead of the feed', async () => {
    mockApi({
      'POST /api/login': () => ({ json: { success: { token: 'token-2' } } }),
      'GET /api/me': () => ({ json: user({ cb_roles_id: 1 }) }),
    });
    renderLogin('/company/5');
    fill('E-mail', 'ana@company.example');
    fill('Password', 'Secret-1');
    submit();
    expect(await screen.findByText('Company page')).toBeTruthy();
  });

  it('shows the snackbar for six seconds on a wrong password', async () => {
    const show = vi.spyOn(notifications, 'show');
    mockApi({
      'POST /api/login': () => apiError('invalid_credentials'),
    });
    renderLogin();
    fill('E-mail', 'ana@company.example');
    fill('Password', 'Wrong-1');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invalid username and password');
    expect(SIGN_IN_ERROR_MS).toBe(6000);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 6000, color: 'red' }));
    expect(sessionStore.get().token).toBeNull();
    expect((input('E-mail') as HTMLInputElement).value).toBe('ana@company.example');
  });

  it("shows the server's message when the account is locked, and the generic one otherwise", async () => {
    mockApi({
      'POST /api/login': () => apiError('account_locked'),
    });
    renderLogin();
    fill('E-mail', 'ana@company.example');
    fill('Password', 'Wrong-1');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Too many failed sign-in attempts.');

    mockApi({ 'POST /api/login': () => ({ status: 500, json: { oops: true } }) });
    submit();
    await waitFor(() => {
      const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
      expect(alerts).toEqual([expect.stringContaining('Something went wrong, please try again')]);
    });
  });
});
