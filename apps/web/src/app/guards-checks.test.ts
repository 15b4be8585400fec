import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../features/accounts/testing/mock-api';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session';
import { PACKAGES, user } from '../test/fixtures';
import type { GateCheck } from './gate';
import { ACCESS, accessCheck, guestCheck, mayEnter, openCheck } from './guards';

/** The router's location of an address of this site. */
function locationOf(href: string) {
  const { pathname, search, hash } = new URL(href, 'https://acorn.example');
  return { pathname, search, hash, state: null, key: 'default' };
}

/** Where a gate sends a visitor to `href`, or null when it lets them in. */
const redirectOf = (check: GateCheck, href = '/'): Promise<string | null> => check(locationOf(href));

afterEach(() => {
  sessionStore.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('route gates', () => {
  it("a page's code waits for the guard only when the stored role is one the rule turns away", async () => {
    const api = mockApi({
      'GET /api/me': () => ({ json: user({ cb_roles_id: 2 }) }),
      'GET /api/packages': () => ({ json: { data: PACKAGES } }),
    });
    sessionStore.start({ token: 't', role: 1 });
    expect(await mayEnter(ACCESS.participant)).toBe(true);
    expect(api.calls.filter((call) => call.path === '/api/me')).toHaveLength(0);
    // An advisor on /feed: the profile decides, and the feed's code is not fetched.
    sessionStore.start({ token: 't', role: 2 });
    expect(await mayEnter(ACCESS.participant)).toBe(false);
    expect(await mayEnter(ACCESS.advisor)).toBe(true);
  });

  it('guest-only routes send a signed-in visitor to the feed, or to the profile from registration', async () => {
    expect(await redirectOf(guestCheck())).toBeNull();
    sessionStore.start({ token: 't', role: 1 });
    expect(await redirectOf(guestCheck())).toBe('/feed');
    expect(await redirectOf(guestCheck('create-account'))).toBe('/profile');
  });

  it('private routes load the profile with the stored token and apply the rule', async () => {
    const api = mockApi({
      'GET /api/me': () => ({ json: user({ step: 2 }) }),
      'GET /api/packages': () => ({ json: { data: PACKAGES } }),
    });
    sessionStore.start({ token: 'token-7', role: 1 });
    expect(await redirectOf(accessCheck(ACCESS.participant))).toBe('/complete-participant-registration');
    expect(await redirectOf(accessCheck(ACCESS.participantCompletion))).toBeNull();
    const profileCalls = api.calls.filter((call) => call.path === '/api/me');
    expect(profileCalls).toHaveLength(1);
    expect(profileCalls[0]?.authorization).toBe('Bearer token-7');
  });

  it('a change-password visit by an account with a provider goes to the profile', async () => {
    mockApi({
      'GET /api/me': () => ({ json: user({ _provider: 'google' }) }),
      'GET /api/packages': () => ({ json: { data: PACKAGES } }),
    });
    sessionStore.start({ token: 'token-8', role: 1 });
    expect(await redirectOf(accessCheck(ACCESS.passwordParticipant))).toBe('/profile');
  });

  it('a token the server refuses ends the session and goes to the login page', async () => {
    mockApi({ 'GET /api/me': () => apiError('unauthenticated') });
    sessionStore.start({ token: 'revoked', role: 1 });
    expect(await redirectOf(accessCheck(ACCESS.member))).toBe('/');
    expect(sessionStore.get().token).toBeNull();
  });

  it('pages open to visitors let a signed-out visitor in and hold a signed-in user to the rule', async () => {
    const api = mockApi({
      'GET /api/me': () => ({ json: user({ cb_roles_id: 2 }) }),
      'GET /api/packages': () => ({ json: { data: PACKAGES } }),
    });
    expect(await redirectOf(openCheck(ACCESS.participant))).toBeNull();
    expect(api.calls).toHaveLength(0);
    sessionStore.start({ token: 'advisor-token', role: 2 });
    expect(await redirectOf(openCheck(ACCESS.participant))).toBe('/complete-sba-registration');
  });

  it('a signed-out visit to a private page goes to sign in with the page to come back to', async () => {
    const check = accessCheck(ACCESS.member);
    expect(await redirectOf(check, '/messages')).toBe('/?returnTo=%2Fmessages');
    expect(await redirectOf(check, '/messages/7?x=1')).toBe('/?returnTo=%2Fmessages%2F7%3Fx%3D1');
    // A path a browser would read as another host is not carried along.
    expect(await redirectOf(check, 'https://acorn.example//evil.example')).toBe('/');
  });

  it('the sign-in page sends a signed-in member to the page a link asked for, never off the site', async () => {
    const check = guestCheck();
    expect(await redirectOf(check, '/?returnTo=%2Fcompany%2F5')).toBeNull();
    sessionStore.start({ token: 't', role: 1 });
    expect(await redirectOf(check, '/?returnTo=%2Fcompany%2F5')).toBe('/company/5');
    expect(await redirectOf(check, '/?returnTo=%2F%2Fevil.example')).toBe('/feed');
    expect(await redirectOf(check, '/?returnTo=https%3A%2F%2Fevil.example')).toBe('/feed');
    expect(await redirectOf(check, '/?returnTo=javascript%3Aalert(1)')).toBe('/feed');
  });
});
