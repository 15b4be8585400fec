import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/company/12', '/company/12'],
    ['/messages', '/messages'],
    ['/campaign/4?tab=details#top', '/campaign/4?tab=details#top'],
    ['/20-log-market/iws/7', '/20-log-market/iws/7'],
  ])('keeps the page of this site %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['company/12'],
    ['//evil.example'],
    ['//evil.example/company/1'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\\/evil.example'],
    ['https://evil.example'],
    ['http:/evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['/%5Cevil.example'],
    ['/%5C%5Cevil.example'],
    ['%2F%2Fevil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%09/evil.example'],
    ['/%E0%A4%A'],
    ['/'],
    ['/?returnTo=/feed'],
    [`/${'a'.repeat(3000)}`],
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('takes the path and query of the page asked for, not its origin', () => {
    expect(returnPathOf(new URL('https://acorn.example/messages/5?x=1'))).toBe('/messages/5?x=1');
  });
});
