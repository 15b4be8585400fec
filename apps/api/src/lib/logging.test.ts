import { describe, expect, it } from 'vitest';
import { redactUrl, requestId } from './logging';

describe('request logging', () => {
  it('hides codes and invitations carried in the query string', () => {
    expect(redactUrl('/update-password?code=abc123&x=1')).toBe('/update-password?code=%5Bredacted%5D&x=1');
    expect(redactUrl('/createaccount?invitecode=SECRET&ref=r1')).toBe(
      '/createaccount?invitecode=%5Bredacted%5D&ref=r1',
    );
    expect(redactUrl('/api/countries')).toBe('/api/countries');
  });

  it('keeps a well-formed incoming request id and replaces anything else', () => {
    expect(requestId('trace-12345678', () => 'new')).toBe('trace-12345678');
    expect(requestId('bad id with spaces', () => 'new')).toBe('new');
    expect(requestId(undefined, () => 'new')).toBe('new');
  });
});
