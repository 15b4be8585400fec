import { POLICY_PAGES } from '@acorn/contracts';
import type { Localized } from './localized';
import { cookiesPolicyContent, cookiesPolicyName } from './policy-pages/cookies-policy';
import {
  participantsTermsContent,
  participantsTermsName,
} from './policy-pages/participants-terms-of-service';
import { privacyPolicyContent, privacyPolicyName } from './policy-pages/privacy-policy';
import { termsOfUseContent, termsOfUseName } from './policy-pages/terms-of-use';

export interface PolicyPageSeed {
  id: number;
  slug: string;
  name: Localized;
  /** Simple HTML: h2, h3, p, ul, ol, li, strong, em and a. */
  content: Localized;
}

export function policyPages(brand: string): PolicyPageSeed[] {
  return [
    { ...POLICY_PAGES.privacy, name: privacyPolicyName, content: privacyPolicyContent(brand) },
    { ...POLICY_PAGES.terms, name: termsOfUseName, content: termsOfUseContent(brand) },
    { ...POLICY_PAGES.cookies, name: cookiesPolicyName, content: cookiesPolicyContent(brand) },
    { ...POLICY_PAGES.contract, name: participantsTermsName, content: participantsTermsContent(brand) },
  ];
}
