import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ContentReviewItem } from './admin';
import { itemPagePath } from './constants';
import {
  CONTENT_TYPE_DESCRIPTORS,
  CONTENT_TYPE_FEATURES,
  CONTENT_TYPES,
  type ContentType,
  hasPlainDescription,
  itemPageRoute,
} from './content-types';
import { FEED_TAB_TYPES, FEED_TABS } from './feed';

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

describe('content type descriptors', () => {
  it('name each type, tab, tab position and item page once', () => {
    for (const key of ['type', 'feedTab', 'feedTabPosition', 'itemPage'] as const) {
      expect(distinct(CONTENT_TYPE_DESCRIPTORS.map((descriptor) => descriptor[key])), key).toBe(true);
    }
  });

  it('give the lists of types', () => {
    expect(CONTENT_TYPES.slice(0, 7)).toEqual([
      'offer',
      'opportunity',
      'campaign',
      'post',
      'sampling',
      'protocol',
      'advisor',
    ]);
    expect(FEED_TABS.slice(0, 8)).toEqual([
      'all',
      'offers',
      'opportunities',
      'campaigns',
      'advisors',
      'posts',
      'samplings',
      'protocols',
    ]);
    expect(FEED_TABS).toHaveLength(CONTENT_TYPES.length + 2);
    expect(FEED_TABS.at(-1)).toBe('companies');
    for (const descriptor of CONTENT_TYPE_DESCRIPTORS) {
      expect(FEED_TAB_TYPES[descriptor.feedTab]).toBe(descriptor.type);
      expect(CONTENT_TYPE_FEATURES[descriptor.type]).toBe(descriptor.feature);
      expect(hasPlainDescription(descriptor.type)).toBe(descriptor.plainDescription);
      expect(itemPagePath(descriptor.type, 12)).toBe(`${descriptor.itemPage}/12`);
      expect(itemPageRoute(descriptor.type)).toBe(`${descriptor.itemPage}/:id`);
    }
    expect(itemPagePath('company', 7)).toBe('/company/7');
    expect(itemPageRoute('post')).toBe('/post/:id');
  });

  it("each have their item in the operator's review (checked by the typecheck)", () => {
    expectTypeOf<ContentReviewItem['item_type']>().toEqualTypeOf<ContentType>();
  });
});
