import { describe, expect, it } from 'vitest';
import { itemPagePath } from './constants';
import {
  CONTENT_TYPE_DESCRIPTORS,
  CONTENT_TYPE_FEATURES,
  CONTENT_TYPES,
  hasPlainDescription,
} from './content-types';
import { FEED_TAB_TYPES, FEED_TABS } from './feed';

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('content type descriptors', () => {
  it('name each type, tab, tab position and item page once', () => {
    for (const key of ['type', 'feedTab', 'feedTabPosition', 'itemPage'] as const) {
      expect(distinct(CONTENT_TYPE_DESCRIPTORS.map((descriptor) => descriptor[key])), key).toBe(true);
    }
  });

  it('give the lists that derive from them', () => {
    expect(CONTENT_TYPES).toEqual([
      'offer',
      'opportunity',
      'campaign',
      'post',
      'sampling',
      'protocol',
      'advisor',
    ]);
    expect(FEED_TABS).toEqual([
      'all',
      'offers',
      'opportunities',
      'campaigns',
      'advisors',
      'posts',
      'samplings',
      'protocols',
      'companies',
    ]);
    expect(FEED_TAB_TYPES.samplings).toBe('sampling');
    expect(CONTENT_TYPE_FEATURES.post).toBe('CONTENTS_BLOG_FEATURE');
    expect(CONTENT_TYPES.filter(hasPlainDescription)).toEqual(['campaign', 'sampling']);
    expect(itemPagePath('opportunity', 12)).toBe('/20-log-market/iwb/12');
    expect(itemPagePath('company', 7)).toBe('/company/7');
  });
});
