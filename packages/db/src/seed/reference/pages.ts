import { HOW_REVIEWS_WORK_PAGE, POLICY_PAGES } from '@acorn/contracts';
import type { Localized } from './localized';
import { cookiesPolicyContent, cookiesPolicyName } from './policy-pages/cookies-policy';
import { howReviewsWorkContent, howReviewsWorkName } from './policy-pages/how-reviews-work';
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
  /** Whether the page is offered as a PDF in each language too (the policies are; help pages are not). */
  pdfs: boolean;
}

export function policyPages(brand: string): PolicyPageSeed[] {
  return [
    { ...POLICY_PAGES.privacy, name: privacyPolicyName, content: privacyPolicyContent(brand), pdfs: true },
    { ...POLICY_PAGES.terms, name: termsOfUseName, content: termsOfUseContent(brand), pdfs: true },
    { ...POLICY_PAGES.cookies, name: cookiesPolicyName, content: cookiesPolicyContent(brand), pdfs: true },
    {
      ...POLICY_PAGES.contract,
      name: participantsTermsName,
      content: participantsTermsContent(brand),
      pdfs: true,
    },
    {
      ...HOW_REVIEWS_WORK_PAGE,
      name: howReviewsWorkName,
      content: howReviewsWorkContent(brand),
      pdfs: false,
    },
  ];
}
