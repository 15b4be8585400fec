import { describe, expect, it } from 'vitest';
import { resolveOperatorAccess } from '../../guards';

const loaded = (role: number) =>
  ({ status: 'loaded', user: { cb_roles_id: role, step: 4, status: 0, payment_status: null } }) as const;

describe('operator console access', () => {
  it('sends visitors without a session (or a profile that fails) to the console sign-in', () => {
    expect(resolveOperatorAccess({ status: 'signed-out' })).toBe('/admin/login');
    expect(resolveOperatorAccess({ status: 'error' })).toBe('/admin/login');
  });

  it('lets operators in and sends participants and advisors to their home', () => {
    expect(resolveOperatorAccess(loaded(3))).toBeNull();
    expect(resolveOperatorAccess(loaded(1))).toBe('/feed');
    expect(resolveOperatorAccess(loaded(2))).toBe('/feed');
  });
});
