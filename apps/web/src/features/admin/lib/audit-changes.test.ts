import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-changes';

describe('describeChanges', () => {
  it('lists the fields whose value changed', () => {
    expect(
      describeChanges(
        { status: 0, deactivation_reason: null },
        { status: 1, deactivation_reason: 'Unpaid invoices' },
      ),
    ).toEqual([
      { field: 'status', before: '0', after: '1' },
      { field: 'deactivation_reason', before: '∅', after: 'Unpaid invoices' },
    ]);
  });

  it('shows one-sided states: a link added, a link removed', () => {
    expect(describeChanges(null, { participant_id: 12 })).toEqual([
      { field: 'participant_id', before: null, after: '12' },
    ]);
    expect(describeChanges({ participant_id: 12 }, null)).toEqual([
      { field: 'participant_id', before: '12', after: null },
    ]);
    expect(describeChanges(null, null)).toEqual([]);
  });

  it('drops unchanged fields and writes nested values as JSON', () => {
    expect(describeChanges({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 } })).toEqual([
      { field: 'b', before: '{"c":2}', after: '{"c":3}' },
    ]);
  });
});
