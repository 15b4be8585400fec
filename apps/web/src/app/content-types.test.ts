import { describe, expect, it } from 'vitest';
import { CONTENT_MENU, ENTITIES } from './content-types';

describe('the content types of the web app', () => {
  it("open each entity's form with its type's tier feature, from the shared descriptor", () => {
    expect(Object.fromEntries(ENTITIES.map((entity) => [entity.name, entity.feature]))).toEqual({
      offer: 'LOG_MARKET_FEATURE',
      opportunity: 'LOG_MARKET_FEATURE',
      campaign: 'CAMPAIGNS_FEATURE',
      protocol: 'PROTOCOLS_FEATURE',
      sampling: 'SAMPLING_FEATURE',
      post: 'CONTENTS_BLOG_FEATURE',
      advisor: 'ADVISOR_FEATURE',
    });
  });

  it("open each menu link with its type's tier feature unless it names another", () => {
    expect(Object.fromEntries(CONTENT_MENU.map((link) => [link.id, link.feature]))).toEqual({
      logMarket: 'LOG_MARKET_FEATURE',
      myLogMarket: 'LOG_MARKET_FEATURE',
      campaigns: 'CAMPAIGNS_FEATURE',
      protocols: 'PROTOCOLS_FEATURE',
      myChannel: 'PROTOCOLS_FEATURE',
      sampling: 'SAMPLING_FEATURE',
      mySampling: 'SAMPLING_FEATURE',
      posts: 'CONTENTS_BLOG_FEATURE',
      publications: 'CONTENTS_PUBLICATIONS_FEATURE',
      yourAdvisor: 'ADVISOR_FEATURE',
      myAdvisor: 'ADVISOR_FEATURE',
    });
  });
});
