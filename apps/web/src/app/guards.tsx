import {
  PAYMENT_FAILED_STATUS,
  REGISTRATION_COMPLETE_STEP,
  ROLES,
  type RoleId,
  type UserDetail,
} from '@acorn/contracts';
import type { Location } from 'react-router';
import { paths } from '../config/paths';
import { requestEarly } from '../lib/api-client';
import { RETURN_TO_PARAM, returnPathOf, safeReturnTo } from '../lib/return-to';
import { sessionStore } from '../lib/session';
import type { GateCheck } from './gate';
import { nextTask } from './start';

/** What a route asks of the visitor (accounts spec §4 and §6). */
export type AccessRule =
  /** Signed in with a profile that loads; no step or role check (e.g. /account-inactive). */
  | { kind: 'signed-in' }
  /**
   * Registration complete, one of these roles, and an active participant account. With
   * `passwordSignIn`, accounts that sign in through an external provider go to /profile instead
   * (they have no password to change).
   */
  | { kind: 'registered'; roles: readonly RoleId[]; passwordSignIn?: boolean }
  /** The registration wizard of one role: only while that role's registration is incomplete. */
  | { kind: 'completion'; role: typeof ROLES.participant | typeof ROLES.advisor };

export const ACCESS = {
  signedIn: { kind: 'signed-in' },
  /** Any registered participant or advisor ("some routes need only a logged-in user"). */
  member: { kind: 'registered', roles: [ROLES.participant, ROLES.advisor] },
  participant: { kind: 'registered', roles: [ROLES.participant] },
  advisor: { kind: 'registered', roles: [ROLES.advisor] },
  /** /change-password: participants who sign in with a password. */
  passwordParticipant: { kind: 'registered', roles: [ROLES.participant], passwordSignIn: true },
  participantCompletion: { kind: 'completion', role: ROLES.participant },
  advisorCompletion: { kind: 'completion', role: ROLES.advisor },
} as const satisfies Record<string, AccessRule>;

/** The spec's general guard, configured with accessRole '1' or '2'. */
export const generalAccess = (accessRole: '1' | '2'): AccessRule =>
  accessRole === '1' ? ACCESS.participant : ACCESS.advisor;

export type GuardUser = Pick<UserDetail, 'cb_roles_id' | 'step' | 'status' | 'payment_status'> &
  Partial<Pick<UserDetail, '_provider'>>;

export type ProfileState =
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'loaded'; user: GuardUser };

/** Where a user of this role finishes registering; operators have their own area instead. */
function completionPath(role: number): string {
  if (role === ROLES.participant) return paths.completeParticipantRegistration();
  if (role === ROLES.advisor) return paths.completeSbaRegistration();
  return paths.admin();
}

const registeredPath = (role: number): string =>
  role === ROLES.advisor ? paths.sbaProfile() : paths.profile();

const isRegistered = (user: GuardUser): boolean => user.step >= REGISTRATION_COMPLETE_STEP;

const isInactiveParticipant = (user: GuardUser): boolean =>
  user.cb_roles_id === ROLES.participant &&
  (user.status !== 0 || user.payment_status === PAYMENT_FAILED_STATUS);

/** The redirect a private route makes, or null when the visitor may stay. */
export function resolveAccess(profile: ProfileState, rule: AccessRule): string | null {
  if (profile.status !== 'loaded') return paths.home();
  const { user } = profile;
  if (rule.kind === 'signed-in') return null;

  const allowedRoles: readonly number[] = rule.kind === 'completion' ? [rule.role] : rule.roles;
  if (!allowedRoles.includes(user.cb_roles_id)) return completionPath(user.cb_roles_id);

  if (rule.kind === 'completion') return isRegistered(user) ? registeredPath(user.cb_roles_id) : null;

  if (!isRegistered(user)) return completionPath(user.cb_roles_id);
  if (isInactiveParticipant(user)) return paths.accountInactive();
  if (rule.passwordSignIn && user._provider) return paths.profile();
  return null;
}

export type GuestRoute = 'default' | 'create-account';

/** Guest-only routes send a signed-in visitor into the app. */
export function resolveGuestAccess(signedIn: boolean, route: GuestRoute): string | null {
  if (!signedIn) return null;
  return route === 'create-account' ? paths.profile() : paths.feed();
}

/** The signed-in user's detail, from the query cache; its code loads with the first private page. */
async function loadProfileState(): Promise<ProfileState> {
  if (!sessionStore.get().token) return { status: 'signed-out' };
  // Asked while the query code loads, not after (api-client's requestEarly).
  requestEarly('/api/me');
  return (await import('./profile-state')).loadProfileState();
}

/**
 * Whether the visitor may see a page behind `rule`, known before its code is fetched: at once when
 * the stored role is one the rule takes (the loader still checks the rest), else from the guard's
 * profile, so a visitor about to be sent elsewhere (an advisor on /feed) never downloads the page.
 */
export async function mayEnter(rule: AccessRule): Promise<boolean> {
  const role = Number(sessionStore.get().role);
  const roles: readonly number[] =
    rule.kind === 'signed-in' ? [role] : rule.kind === 'completion' ? [rule.role] : rule.roles;
  if (roles.includes(role)) return true;
  return resolveAccess(await loadProfileState(), rule) === null;
}

/**
 * Check of pages visitors may read too (the blog): without a session it lets them in; a
 * signed-in user meets `rule` as on any private page.
 */
export function openCheck(rule: AccessRule): GateCheck {
  const signedInCheck = accessCheck(rule);
  return async (location) => (sessionStore.get().token ? signedInCheck(location) : null);
}

/**
 * The sign-in page, which sends the visitor back to the page they asked for (only this site's
 * paths), so a shared link or a bookmark survives signing in.
 */
export const signInReturningTo = (location: Pick<Location, 'pathname' | 'search'>): string =>
  paths.home({ returnTo: safeReturnTo(returnPathOf(location)) ?? undefined });

const withReturn = (target: string, location: Location): string =>
  target === paths.home() ? signInReturningTo(location) : target;

/** Check of a group of private routes: elsewhere unless `rule` lets the visitor in. */
export function accessCheck(rule: AccessRule): GateCheck {
  return async (location) => {
    // Not inside the navigation's task (on a first load, the first page's start): together they
    // made one long task on a phone.
    await nextTask();
    // The menus need the tiers' features, asked for alongside the user rather than after it.
    requestEarly('/api/packages');
    const packages = import('./profile-state').then((module) => module.loadPackages());
    const profile = await loadProfileState();
    const target = resolveAccess(profile, rule);
    if (target) {
      // Without this, the guest-only home would send a visitor whose profile fails to load back here.
      if (profile.status === 'error') sessionStore.clear();
      return withReturn(target, location);
    }
    await packages;
    return null;
  };
}

/**
 * The operator console (/admin/*): operators only. Without a session the console's own sign-in
 * page; participants and advisors go to their home (/feed, whose guard takes each role on).
 */
export function resolveOperatorAccess(profile: ProfileState): string | null {
  if (profile.status !== 'loaded') return paths.adminLogin();
  return profile.user.cb_roles_id === ROLES.operator ? null : paths.feed();
}

/** Check of the console's routes. */
export const operatorCheck: GateCheck = async () => {
  const profile = await loadProfileState();
  const target = resolveOperatorAccess(profile);
  if (target && profile.status === 'error') sessionStore.clear();
  return target;
};

/** /admin/login: an operator already signed in goes straight into the console. */
export const operatorSignInCheck: GateCheck = async () => {
  if (!sessionStore.get().token) return null;
  const profile = await loadProfileState();
  if (profile.status === 'error') sessionStore.clear();
  return profile.status === 'loaded' && profile.user.cb_roles_id === ROLES.operator ? paths.admin() : null;
};

/**
 * Check of guest-only routes. A signed-in member following a sign-in link that names a page of
 * this site goes there instead of the feed.
 */
export function guestCheck(route: GuestRoute = 'default'): GateCheck {
  return async (location) => {
    const target = resolveGuestAccess(sessionStore.get().token !== null, route);
    if (!target) return null;
    const back =
      route === 'default' ? safeReturnTo(new URLSearchParams(location.search).get(RETURN_TO_PARAM)) : null;
    return back ?? target;
  };
}
