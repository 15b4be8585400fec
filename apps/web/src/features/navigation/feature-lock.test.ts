import { describe, expect, it } from 'vitest';
import { PACKAGES } from '../../test/fixtures';
import { featureLock } from './feature-lock';

const crystal = PACKAGES[0]!.available_features;
const gold = PACKAGES[2]!.available_features;

describe('featureLock', () => {
  it('never locks an item that is not tied to a feature', () => {
    expect(featureLock(undefined, [], PACKAGES)).toEqual({ locked: false });
  });

  it('leaves an item enabled when the plan has its feature', () => {
    expect(featureLock('CONTENTS_BLOG_FEATURE', crystal, PACKAGES)).toEqual({ locked: false });
    expect(featureLock('CAMPAIGNS_FEATURE', gold, PACKAGES)).toEqual({ locked: false });
  });

  it('locks an item the plan lacks and names the first tier that has the feature', () => {
    const sampling = featureLock('SAMPLING_FEATURE', crystal, PACKAGES);
    expect(sampling.locked && sampling.upgradeTo?.name).toBe('Silver');
    const campaigns = featureLock('CAMPAIGNS_FEATURE', crystal, PACKAGES);
    expect(campaigns.locked && campaigns.upgradeTo?.name).toBe('Gold');
    const advisor = featureLock('ADVISOR_FEATURE', gold, PACKAGES);
    expect(advisor.locked && advisor.upgradeTo?.name).toBe('Platinum');
  });

  it('finds the first tier by id whatever the order of the list', () => {
    const lock = featureLock('SAMPLING_FEATURE', crystal, [...PACKAGES].reverse());
    expect(lock.locked && lock.upgradeTo?.name).toBe('Silver');
  });

  it('locks every feature-tied item for a user without a subscription', () => {
    expect(featureLock('CONTENTS_BLOG_FEATURE', [], PACKAGES).locked).toBe(true);
  });

  it('locks without a target when no tier offers the feature (or the tiers failed to load)', () => {
    expect(featureLock('SAMPLING_FEATURE', [], [])).toEqual({ locked: true, upgradeTo: undefined });
  });
});
