import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { user } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { apiError, configuredClient, mockApi } from '../testing/mock-api';
import { RegistrationForm, type RegistrationFormProps } from './registration-form';

function renderForm(props: RegistrationFormProps = {}) {
  return renderWithProviders(null, {
    queryClient: configuredClient(),
    route: '/createaccount',
    routes: [
      { path: '/createaccount', element: <RegistrationForm {...props} /> },
      { path: '/complete-participant-registration', element: <p>Participant wizard</p> },
      { path: '/complete-sba-registration', element: <p>Advisor wizard</p> },
    ],
  });
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox'));

function fillAccount(email = 'ana@company.example') {
  fill('E-mail', email);
  fill('Password', 'Secret-1');
  fill('Confirm password', 'Secret-1');
  acceptTerms();
}

const PARTICIPANT_SUBMIT = { name: 'Create account' };
const ADVISOR_SUBMIT = { name: 'Create advisor account' };

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('RegistrationForm', () => {
  it('keeps the button disabled until the terms are accepted', () => {
    mockApi({});
    renderForm();
    const submit = screen.getByRole('button', PARTICIPANT_SUBMIT) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    acceptTerms();
    expect(submit.disabled).toBe(false);
  });

  it('shows every rule the participant breaks, in the spec words', async () => {
    const api = mockApi({});
    renderForm();
    fill('E-mail', 'nope');
    fill('Password', 'abc');
    fill('Confirm password', 'abd');
    acceptTerms();
    fireEvent.click(screen.getByRole('button', PARTICIPANT_SUBMIT));
    expect(await screen.findByText('Please enter valid email address')).toBeTruthy();
    expect(
      screen.getByText(
        'Password must be at least one number, one lowercase and one uppercase letter and min 6 character',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Password mismatch')).toBeTruthy();
    expect(input('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('registers a participant with the referral and language and goes on with the plan', async () => {
    const api = mockApi({
      'POST /api/register': () => ({ json: { success: { token: 'token-p' } } }),
      'GET /api/me': () => ({ json: user({ step: 1 }) }),
    });
    renderForm({ refCode: 'FRIEND', subscription: 3 });
    fillAccount();
    fireEvent.click(screen.getByRole('button', PARTICIPANT_SUBMIT));
    expect(await screen.findByText('Participant wizard')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      email: 'ana@company.example',
      password: 'Secret-1',
      c_password: 'Secret-1',
      role: '1',
      acceptedTerms: true,
      ref: 'FRIEND',
      language: 'en',
    });
    expect(sessionStore.get()).toEqual({ token: 'token-p', role: '1' });
  });

  it('puts a taken e-mail under the field and keeps the values', async () => {
    mockApi({
      'POST /api/register': () => apiError('email_taken'),
    });
    renderForm();
    fillAccount('taken@company.example');
    fireEvent.click(screen.getByRole('button', PARTICIPANT_SUBMIT));
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect((input('E-mail') as HTMLInputElement).value).toBe('taken@company.example');
    expect((input('Password') as HTMLInputElement).value).toBe('Secret-1');
    expect(sessionStore.get().token).toBeNull();
  });

  it('shows the generic alert for other failures', async () => {
    mockApi({ 'POST /api/register': () => ({ status: 503, json: {} }) });
    renderForm();
    fillAccount();
    fireEvent.click(screen.getByRole('button', PARTICIPANT_SUBMIT));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, please try again');
  });

  describe('advisor tab', () => {
    it('asks for the invitation code before calling the server', async () => {
      const api = mockApi({});
      renderForm();
      fireEvent.click(screen.getByRole('tab', { name: 'Advisor' }));
      // What was typed on the other tab stays.
      fillAccount();
      fireEvent.click(screen.getByRole('tab', { name: 'Participant' }));
      expect((input('E-mail') as HTMLInputElement).value).toBe('ana@company.example');
      fireEvent.click(screen.getByRole('tab', { name: 'Advisor' }));
      fireEvent.click(screen.getByRole('button', ADVISOR_SUBMIT));
      expect(await screen.findByText('Please enter valid invitation code')).toBeTruthy();
      expect(api.calls).toEqual([]);
    });

    it("puts the server's refusal of the code under the field and creates nothing", async () => {
      const api = mockApi({
        'POST /api/invitecheck': () =>
          apiError('invalid_invitation', { fields: { invitecode: ['invitationRejected'] } }),
      });
      renderForm();
      fireEvent.click(screen.getByRole('tab', { name: 'Advisor' }));
      fillAccount();
      fill('Invitation code', 'wrong-code');
      fireEvent.click(screen.getByRole('button', ADVISOR_SUBMIT));
      expect(await screen.findByText('Invalid invitation code for SBA registration')).toBeTruthy();
      expect(api.paths()).toEqual(['POST /api/invitecheck']);
      expect(api.calls[0]?.body).toEqual({ code: 'wrong-code' });
      await waitFor(() => expect(document.activeElement).toBe(input('Invitation code')));
    });

    it('checks the code, creates the advisor, signs in and goes to the advisor wizard', async () => {
      const api = mockApi({
        'POST /api/invitecheck': () => ({ json: { success: 'Valid invitation code' } }),
        'POST /api/advisors': () => ({ json: { data: { id: 12 } } }),
        'POST /api/login': () => ({ json: { success: { token: 'token-a' } } }),
        'GET /api/me': () => ({ json: user({ id: 12, cb_roles_id: 2, step: 1 }) }),
      });
      renderForm({ initialRole: '2', initialInvitecode: 'invite-1', refCode: 'R1' });
      expect(screen.getByRole('tab', { name: 'Advisor' }).getAttribute('aria-selected')).toBe('true');
      expect((input('Invitation code') as HTMLInputElement).value).toBe('invite-1');
      fillAccount('adv@company.example');
      fireEvent.click(screen.getByRole('button', ADVISOR_SUBMIT));
      expect(await screen.findByText('Advisor wizard')).toBeTruthy();
      expect(api.paths()).toEqual([
        'POST /api/invitecheck',
        'POST /api/advisors',
        'POST /api/login',
        'GET /api/me',
      ]);
      expect(api.calls[1]?.body).toMatchObject({
        email: 'adv@company.example',
        role: '2',
        invitecode: 'invite-1',
        ref: 'R1',
        acceptedTerms: true,
      });
      expect(api.calls[2]?.body).toEqual({ email: 'adv@company.example', password: 'Secret-1' });
      expect(sessionStore.get()).toEqual({ token: 'token-a', role: '2' });
    });
  });

  it('links the terms and the privacy policy in new tabs', () => {
    mockApi({});
    renderForm();
    const label = screen.getByText(
      (_, element) => element?.tagName === 'LABEL' && /I accept/.test(element.textContent ?? ''),
    );
    const links = within(label).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['/page/terms-of-use', '_blank'],
      ['/page/privacy-policy', '_blank'],
    ]);
  });
});
