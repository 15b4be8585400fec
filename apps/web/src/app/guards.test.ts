import { describe, expect, it } from 'vitest';
import {
  ACCESS,
  type AccessRule,
  type GuardUser,
  generalAccess,
  type ProfileState,
  resolveAccess,
  resolveGuestAccess,
} from './guards';

const user = (overrides: Partial<GuardUser> = {}): ProfileState => ({
  status: 'loaded',
  user: { cb_roles_id: 1, step: 4, status: 0, payment_status: null, _provider: '', ...overrides },
});
const participant = (overrides: Partial<GuardUser> = {}) => user({ cb_roles_id: 1, ...overrides });
const advisor = (overrides: Partial<GuardUser> = {}) => user({ cb_roles_id: 2, ...overrides });
const operator = () => user({ cb_roles_id: 3 });

const PARTICIPANT_COMPLETION = '/complete-participant-registration';
const ADVISOR_COMPLETION = '/complete-sba-registration';

const table: Array<[string, ProfileState, AccessRule, string | null]> = [
  // No session or no profile: back to the home (login) page, whatever the rule.
  ['no token, signed-in rule', { status: 'signed-out' }, ACCESS.signedIn, '/'],
  ['no token, participant rule', { status: 'signed-out' }, ACCESS.participant, '/'],
  ['no token, advisor completion', { status: 'signed-out' }, ACCESS.advisorCompletion, '/'],
  ['profile load failed, member rule', { status: 'error' }, ACCESS.member, '/'],
  ['profile load failed, signed-in rule', { status: 'error' }, ACCESS.signedIn, '/'],

  // Signed-in only: no role, step or activity check.
  ['signed-in rule, unfinished participant', participant({ step: 1 }), ACCESS.signedIn, null],
  ['signed-in rule, inactive participant', participant({ status: 1 }), ACCESS.signedIn, null],
  ['signed-in rule, operator', operator(), ACCESS.signedIn, null],

  // Role mismatch: the user's own role's completion page (the route's "other" one).
  ['participant route, advisor', advisor(), ACCESS.participant, ADVISOR_COMPLETION],
  ['advisor route, participant', participant(), ACCESS.advisor, PARTICIPANT_COMPLETION],
  ['participant route, unfinished advisor', advisor({ step: 2 }), ACCESS.participant, ADVISOR_COMPLETION],
  ['participant route, operator', operator(), ACCESS.participant, '/admin'],
  ['member route, operator', operator(), ACCESS.member, '/admin'],

  // Registration step below 4: the role's completion page.
  [
    'participant route, participant at step 2',
    participant({ step: 2 }),
    ACCESS.participant,
    PARTICIPANT_COMPLETION,
  ],
  ['member route, participant at step 0', participant({ step: 0 }), ACCESS.member, PARTICIPANT_COMPLETION],
  ['advisor route, advisor at step 3', advisor({ step: 3 }), ACCESS.advisor, ADVISOR_COMPLETION],
  ['member route, advisor at step 1', advisor({ step: 1 }), ACCESS.member, ADVISOR_COMPLETION],
  [
    'unfinished participant whose payment failed',
    participant({ step: 3, payment_status: 'Payment nok' }),
    ACCESS.participant,
    PARTICIPANT_COMPLETION,
  ],

  // Registered but inactive participant.
  ['participant with status 1', participant({ status: 1 }), ACCESS.participant, '/account-inactive'],
  [
    'participant whose payment failed',
    participant({ payment_status: 'Payment nok' }),
    ACCESS.member,
    '/account-inactive',
  ],
  [
    'participant beyond step 4, status 2',
    participant({ step: 5, status: 2 }),
    ACCESS.member,
    '/account-inactive',
  ],

  // Allowed.
  ['active participant, participant route', participant(), ACCESS.participant, null],
  ['active participant, paid', participant({ payment_status: 'Payment ok' }), ACCESS.participant, null],
  ['active participant, member route', participant(), ACCESS.member, null],
  ['registered advisor, advisor route', advisor(), ACCESS.advisor, null],
  ['registered advisor, member route', advisor(), ACCESS.member, null],
  ['advisor with status 1 (only participants go inactive)', advisor({ status: 1 }), ACCESS.advisor, null],

  // Completion guards.
  [
    'participant completion, participant at step 1',
    participant({ step: 1 }),
    ACCESS.participantCompletion,
    null,
  ],
  [
    'participant completion, unfinished participant whose payment failed',
    participant({ step: 3, payment_status: 'Payment nok' }),
    ACCESS.participantCompletion,
    null,
  ],
  ['participant completion, registered participant', participant(), ACCESS.participantCompletion, '/profile'],
  ['participant completion, advisor', advisor({ step: 1 }), ACCESS.participantCompletion, ADVISOR_COMPLETION],
  ['advisor completion, advisor at step 2', advisor({ step: 2 }), ACCESS.advisorCompletion, null],
  ['advisor completion, registered advisor', advisor(), ACCESS.advisorCompletion, '/sba-profile'],
  [
    'advisor completion, participant',
    participant({ step: 1 }),
    ACCESS.advisorCompletion,
    PARTICIPANT_COMPLETION,
  ],
  ['advisor completion, operator', operator(), ACCESS.advisorCompletion, '/admin'],

  // /change-password: participants who sign in with a password.
  ['password change, password participant', participant(), ACCESS.passwordParticipant, null],
  [
    'password change, participant signed in with a provider',
    participant({ _provider: 'google' }),
    ACCESS.passwordParticipant,
    '/profile',
  ],
  ['password change, no session', { status: 'signed-out' }, ACCESS.passwordParticipant, '/'],
  ['password change, advisor', advisor(), ACCESS.passwordParticipant, ADVISOR_COMPLETION],
  [
    'password change, unfinished participant with a provider',
    participant({ step: 2, _provider: 'linkedin' }),
    ACCESS.passwordParticipant,
    PARTICIPANT_COMPLETION,
  ],
  [
    'password change, inactive participant with a provider',
    participant({ status: 1, _provider: 'google' }),
    ACCESS.passwordParticipant,
    '/account-inactive',
  ],
  ['profile rule ignores the provider', participant({ _provider: 'google' }), ACCESS.member, null],
  ['advisor with a provider, advisor route', advisor({ _provider: 'google' }), ACCESS.advisor, null],
];

describe('resolveAccess', () => {
  it.each(table)('%s', (_name, profile, rule, expected) => {
    expect(resolveAccess(profile, rule)).toBe(expected);
  });
});

describe('generalAccess', () => {
  it("maps accessRole '1' to the participant rule and '2' to the advisor rule", () => {
    expect(generalAccess('1')).toEqual(ACCESS.participant);
    expect(generalAccess('2')).toEqual(ACCESS.advisor);
  });
});

describe('resolveGuestAccess', () => {
  it.each([
    [false, 'default', null],
    [false, 'create-account', null],
    [true, 'default', '/feed'],
    [true, 'create-account', '/profile'],
  ] as const)('signed in %s on %s route goes to %s', (signedIn, route, expected) => {
    expect(resolveGuestAccess(signedIn, route)).toBe(expected);
  });
});
