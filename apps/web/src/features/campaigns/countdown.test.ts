import { describe, expect, it } from 'vitest';
import { campaignCountdown } from './countdown';

describe('campaign countdown', () => {
  it('counts days under a month, months up to twelve, then years, and nothing once past', () => {
    expect(campaignCountdown('2026-11-26', '2026-11-26')).toEqual({ unit: 'days', count: 0 });
    expect(campaignCountdown('2026-12-25', '2026-11-26')).toEqual({ unit: 'days', count: 29 });
    expect(campaignCountdown('2026-12-26', '2026-11-26')).toEqual({ unit: 'months', count: 1 });
    expect(campaignCountdown('2027-11-26', '2026-11-26')).toEqual({ unit: 'months', count: 12 });
    expect(campaignCountdown('2027-12-26', '2026-11-26')).toEqual({ unit: 'years', count: 1 });
    expect(campaignCountdown('2030-01-01', '2026-11-26')).toEqual({ unit: 'years', count: 3 });
    expect(campaignCountdown('2026-11-25', '2026-11-26')).toBeNull();
  });
});
