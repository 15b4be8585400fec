import type { VatLookupResult } from '@acorn/contracts';
import { describe, expect, it, vi } from 'vitest';
import {
  checkVatNumber,
  initialVatState,
  isAcceptedLookup,
  VAT_STATUS_MESSAGE_KEY,
  type VatCheckDeps,
  type VatCheckState,
  vatReducer,
} from './vat-check';

const lookup = (overrides: Partial<VatLookupResult> = {}): VatLookupResult => ({
  vatnumber: 'PT501964843',
  country_code: 'PT',
  format_valid: true,
  valid: true,
  source: 'offline',
  ...overrides,
});

const deps = (unique: boolean, result: VatLookupResult): VatCheckDeps & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    isUnique: vi.fn(async (number: string) => {
      calls.push(`unique:${number}`);
      return unique;
    }),
    lookup: vi.fn(async (number: string) => {
      calls.push(`lookup:${number}`);
      return result;
    }),
  };
};

describe('VAT check state', () => {
  it('starts valid when a number is saved, nosubmit otherwise', () => {
    expect(initialVatState('PT501964843')).toEqual({ status: 'valid', number: 'PT501964843' });
    expect(initialVatState(null)).toEqual({ status: 'nosubmit', number: '' });
    expect(initialVatState('  ')).toEqual({ status: 'nosubmit', number: '' });
  });

  it('goes nosubmit -> checking -> valid, keeping the registered name', () => {
    let state = initialVatState(null);
    state = vatReducer(state, { type: 'start', number: ' PT501964843 ' });
    expect(state).toEqual({ status: 'checking', number: 'PT501964843' });
    state = vatReducer(state, {
      type: 'done',
      number: 'PT501964843',
      outcome: { status: 'valid', companyName: 'Quinta, Lda' },
    });
    expect(state).toEqual({ status: 'valid', number: 'PT501964843', companyName: 'Quinta, Lda' });
  });

  it.each(['Notvalid', 'AlreadyExist'] as const)('records a %s verdict', (status) => {
    const checking: VatCheckState = { status: 'checking', number: 'PT1' };
    expect(vatReducer(checking, { type: 'done', number: 'PT1', outcome: { status } })).toEqual({
      status,
      number: 'PT1',
    });
  });

  it('resets to nosubmit on any edit, from every verdict', () => {
    for (const status of ['valid', 'Notvalid', 'AlreadyExist', 'checking'] as const) {
      expect(vatReducer({ status, number: 'PT1' }, { type: 'edit', number: 'PT12' })).toEqual({
        status: 'nosubmit',
        number: 'PT12',
      });
    }
    // Typing the checked number back does not revive the old verdict.
    expect(vatReducer({ status: 'valid', number: 'PT1' }, { type: 'edit', number: 'PT1' }).status).toBe(
      'nosubmit',
    );
  });

  it('ignores a late answer for a number that was edited meanwhile', () => {
    let state = vatReducer(initialVatState(null), { type: 'start', number: 'PT1' });
    state = vatReducer(state, { type: 'edit', number: 'PT12' });
    state = vatReducer(state, { type: 'done', number: 'PT1', outcome: { status: 'valid' } });
    expect(state).toEqual({ status: 'nosubmit', number: 'PT12' });
    state = vatReducer(state, { type: 'failed', number: 'PT1' });
    expect(state).toEqual({ status: 'nosubmit', number: 'PT12' });
  });

  it('turns a failed check back into nosubmit, saying it failed', () => {
    const state = vatReducer({ status: 'checking', number: 'PT1' }, { type: 'failed', number: 'PT1' });
    expect(state).toEqual({ status: 'nosubmit', number: 'PT1', failed: true });
    expect(vatReducer(state, { type: 'edit', number: 'PT1 ' })).toEqual({
      status: 'nosubmit',
      number: 'PT1',
    });
  });

  it('has a message for every verdict and none before a check', () => {
    expect(VAT_STATUS_MESSAGE_KEY).toEqual({
      nosubmit: null,
      checking: 'vat.checking',
      valid: 'vat.valid',
      Notvalid: 'vat.notValid',
      AlreadyExist: 'vat.alreadyExist',
    });
  });
});

describe('checkVatNumber', () => {
  it('does nothing for an empty number', async () => {
    const api = deps(true, lookup());
    expect(await checkVatNumber('   ', 152, api)).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it('asks for uniqueness first and stops at AlreadyExist', async () => {
    const api = deps(false, lookup());
    expect(await checkVatNumber('PT501964843', 152, api)).toEqual({ status: 'AlreadyExist' });
    expect(api.calls).toEqual(['unique:PT501964843']);
  });

  it('then lets the lookup decide, passing on the registered name', async () => {
    expect(await checkVatNumber(' PT501964843', 152, deps(true, lookup()))).toEqual({ status: 'valid' });
    expect(
      await checkVatNumber('PT501964843', null, deps(true, lookup({ company_name: 'Quinta, Lda' }))),
    ).toEqual({ status: 'valid', companyName: 'Quinta, Lda' });
    expect(
      await checkVatNumber('PT501964842', 152, deps(true, lookup({ valid: false, format_valid: true }))),
    ).toEqual({ status: 'Notvalid' });
  });

  it('lets a failing call through to the caller', async () => {
    const api: VatCheckDeps = {
      isUnique: async () => true,
      lookup: async () => {
        throw new Error('offline');
      },
    };
    await expect(checkVatNumber('PT501964843', 152, api)).rejects.toThrow('offline');
  });
});

describe('isAcceptedLookup', () => {
  it('needs the check digits for EU numbers (EL for Greece)', () => {
    expect(isAcceptedLookup({ valid: true, format_valid: true, country_code: 'PT' })).toBe(true);
    expect(isAcceptedLookup({ valid: false, format_valid: true, country_code: 'PT' })).toBe(false);
    expect(isAcceptedLookup({ valid: false, format_valid: true, country_code: 'EL' })).toBe(false);
  });

  it('accepts a plausible shape where no rules are known, never a wrong shape', () => {
    expect(isAcceptedLookup({ valid: false, format_valid: true, country_code: 'BR' })).toBe(true);
    expect(isAcceptedLookup({ valid: false, format_valid: false, country_code: 'BR' })).toBe(false);
    expect(isAcceptedLookup({ valid: false, format_valid: false, country_code: null })).toBe(false);
  });
});
