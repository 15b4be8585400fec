import { describe, expect, it } from 'vitest';
import { countFilters, NO_FILTERS, readFeedView, writeFeedView } from './feed-params';

describe('the feed in the address', () => {
  it('reads back what it writes, leaving the plain feed as /feed', () => {
    const view = {
      tab: 'samplings' as const,
      search: 'cortiça',
      filters: {
        ...NO_FILTERS,
        sectors: [3, 5],
        countries: [152],
        dimension: '11-50',
        dateFrom: '2026-01-01',
      },
    };
    const params = writeFeedView(view);
    expect(params.toString()).toBe(
      'tab=samplings&search=corti%C3%A7a&sectors=3%3B5&countries=152&dimension=11-50&dateFrom=2026-01-01',
    );
    expect(readFeedView(params)).toEqual(view);
    expect(writeFeedView({ tab: 'all', search: '  ', filters: NO_FILTERS }).toString()).toBe('');
  });

  it('ignores what it cannot read: an unknown tab, ids that are not ids', () => {
    const view = readFeedView(new URLSearchParams('tab=everything&sectors=3;x;-1;0;4.5;7'));
    expect(view.tab).toBe('all');
    expect(view.filters.sectors).toEqual([3, 7]);
  });

  it('counts the filters set in a group', () => {
    const filters = { ...NO_FILTERS, countries: [1, 2], revenue: 'lt-1m' };
    expect(countFilters(filters, ['countries', 'revenue', 'dimension'])).toBe(3);
    expect(countFilters(filters, ['sectors'])).toBe(0);
  });
});
