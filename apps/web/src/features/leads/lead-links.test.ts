import type { Lead } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { matchStrength, replyPath } from './lead-links';

const lead = (values: Partial<Lead> = {}): Lead => ({
  kind: 'want',
  created_at: '2026-03-01T10:00:00.000Z',
  from: { id: 7, name: 'Cortiça Lda', logo: null },
  item: { type: 'offer', id: 42, title: 'Cork stoppers' },
  message: null,
  conversation_id: null,
  ...values,
});

describe('replyPath', () => {
  it('opens the conversation about the item when there is one', () => {
    expect(replyPath(lead({ conversation_id: 9 }))).toBe('/messages/9');
  });

  it('starts one with the company about the item otherwise', () => {
    expect(replyPath(lead())).toBe('/messages/new?to=7&item_type=offer&item_id=42&title=Cork+stoppers');
  });

  it('has nowhere to go for a hidden advisor without a conversation', () => {
    expect(replyPath(lead({ from: { id: 0, name: 'Nondisclosure', logo: null } }))).toBeNull();
  });
});

describe('matchStrength', () => {
  it('reads a service with a sector as strong, a service alone as good, a country as partial', () => {
    expect(matchStrength(6)).toBe('strong');
    expect(matchStrength(5)).toBe('strong');
    expect(matchStrength(3)).toBe('good');
    expect(matchStrength(2)).toBe('partial');
    expect(matchStrength(1)).toBe('partial');
  });
});
