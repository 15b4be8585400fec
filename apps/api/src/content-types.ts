import { advisorListingType } from './features/advisor-listings';
import { campaignType } from './features/campaigns';
import type { ServedContentType } from './features/content';
import { offerType, opportunityType } from './features/market';
import { postType } from './features/posts';
import { protocolType } from './features/protocols';
import { samplingType } from './features/samplings';

/**
 * Every content type the API serves, one descriptor each (`<feature>.descriptor.ts`, from the
 * feature's entry), in the order their calls register: the OpenAPI document's. `app.ts` registers
 * their calls and hands the list to the operator's review; the contracts' CONTENT_TYPE_DESCRIPTORS
 * hold the same types, each once (content-types.test.ts).
 */
export const SERVED_CONTENT_TYPES: readonly ServedContentType[] = [
  offerType,
  opportunityType,
  advisorListingType,
  campaignType,
  postType,
  protocolType,
  samplingType,
];
