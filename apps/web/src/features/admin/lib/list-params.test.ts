import { describe, expect, it } from 'vitest';
import { readPage, readParam, withParams } from './list-params';

describe('list parameters in the URL', () => {
  it('reads pages and filters, ignoring values that are not offered', () => {
    const params = new URLSearchParams('page=3&status=Paid&role=9&search=%20acme%20');
    expect(readPage(params)).toBe(3);
    expect(readPage(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPage(new URLSearchParams('page=abc'))).toBe(1);
    expect(readParam(params, 'status', ['Submitted', 'Approved', 'Paid'])).toBe('Paid');
    expect(readParam(params, 'role', ['1', '2', '3'])).toBe('');
    expect(readParam(params, 'search')).toBe('acme');
  });

  it('starts a new filter on page 1 and keeps filters when turning pages', () => {
    const params = new URLSearchParams('page=3&status=Paid');
    expect(withParams(params, { status: 'Approved' }).toString()).toBe('status=Approved');
    expect(withParams(params, { status: '' }).toString()).toBe('');
    expect(withParams(params, { page: 4 }).toString()).toBe('page=4&status=Paid');
    expect(withParams(params, { page: 1 }).toString()).toBe('status=Paid');
  });
});
