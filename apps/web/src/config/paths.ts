import { type FeedItemType, itemPagePath, SOCIAL_CALLBACK_PATH } from '@acorn/contracts';

/**
 * Every front-end URL of the app but a content type's list pages, which its descriptor holds
 * (`features/<type>/content-type.ts`); an item's page is `item(type, id)`. Components and guards
 * build links with these functions; `routePatterns` holds the patterns the router (React Router)
 * matches.
 */

const segment = (value: string | number): string => encodeURIComponent(String(value));

const withQuery = (path: string, query: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  /** The sign-in page; `returnTo` is the page to go back to once signed in (lib/return-to). */
  home: (query: { returnTo?: string } = {}) => withQuery('/', query),
  feed: () => '/feed',
  policyPage: (slug: string) => `/page/${segment(slug)}`,

  createAccount: (query: { ref?: string; invitecode?: string; subscription?: number } = {}) =>
    withQuery('/createaccount', query),
  forgotPassword: () => '/forgot-password',
  updatePassword: (code?: string) => withQuery('/update-password', { code }),
  changePassword: () => '/change-password',
  logout: () => '/logout',
  /** Where a social sign-in provider sends the browser back with the ID token (OIDC redirect URI). */
  socialCallback: () => SOCIAL_CALLBACK_PATH,

  welcome: () => '/welcome',
  accountInactive: () => '/account-inactive',
  paymentNotSuccess: () => '/payment-not-success',
  bankTransfer: () => '/bank-transfer',
  completeParticipantRegistration: (subscription?: number) =>
    withQuery('/complete-participant-registration', { subscription }),
  completeSbaRegistration: () => '/complete-sba-registration',
  completeRegistration: (entity: string, id: string | number) =>
    `/complete-registration/${segment(entity)}/${segment(id)}`,

  profile: () => '/profile',
  sbaProfile: () => '/sba-profile',
  sbaPaymentInformation: () => '/sba-payment-information',
  company: (id: string | number) => `/company/${segment(id)}`,
  /** An advisor's public profile. */
  advisor: (id: string | number) => `/advisor/${segment(id)}`,

  sellerDirectory: () => '/seller-directory',
  participantDirectory: () => '/participant-directory',
  /** A blog post's share link: the server answers its preview tags, then the post (spec §2, Sharing). */
  postShareLink: (id: string | number) => `/api/shareblog/${segment(id)}`,

  reviews: () => '/reviews',
  certifications: () => '/certifications',
  awards: () => '/awards',
  referrals: () => '/referrals',
  needsAndLeadsSellerArea: () => '/needs-and-leads-seller-area',
  invoices: () => '/invoices',
  /** The member's plan, renewal, next amount and invoices; change or cancel the plan. */
  billing: () => '/billing',
  /** The plans, with what a feature the member's plan lacks needs. */
  plans: (feature?: string) => withQuery('/plans', { feature }),
  messages: () => '/messages',
  /** The member's notification centre. */
  notifications: () => '/notifications',
  /** How the member hears of each kind of event (the link in every notification mail). */
  notificationPreferences: () => '/notifications/preferences',

  create: (entity: string) => `/create/${segment(entity)}`,
  edit: (entity: string, id: string | number) => `/edit/${segment(entity)}/${segment(id)}`,
  /** The page a feed card opens (View more). */
  item: (type: FeedItemType, id: number) => itemPagePath(type, id),
  credentials: (section: string) => `/credentials/${segment(section)}`,
  giveReferral: (code: string) => `/give/referral/${segment(code)}`,
  giveGuestReferral: (code: string) => `/give/guest-referral/${segment(code)}`,
  giveReview: (code: string) => `/give/review/${segment(code)}`,

  /** The operators' area (role 3). */
  admin: () => '/admin',
  adminLogin: () => '/admin/login',
  adminUsers: (
    query: { search?: string; role?: string; step?: string; status?: string; tier?: string } = {},
  ) => withQuery('/admin/users', query),
  adminUser: (id: string | number) => `/admin/users/${segment(id)}`,
  adminPaymentRequests: () => '/admin/payment-requests',
  adminContent: () => '/admin/content',
  adminCredentials: () => '/admin/credentials',
  adminReports: () => '/admin/reports',
  adminPlans: () => '/admin/plans',
  adminBankTransfers: () => '/admin/bank-transfers',
  adminInvitations: () => '/admin/invitations',
  adminFailedMail: () => '/admin/failed-mail',
  adminAuditLog: (query: { entity_type?: string; entity_id?: string | number } = {}) =>
    withQuery('/admin/audit-log', query),
} as const;

/** Router patterns for the routes that take parameters or need matching. */
export const routePatterns = {
  policyPage: '/page/:slug',
  /** The advisor completion form by id; without an id the page goes back at once. */
  completeRegistration: '/complete-registration/:entity/:id?',
  createEntity: '/create/:entity',
  editEntity: '/edit/:entity/:id',
  /** A company's public profile. */
  company: '/company/:id',
  /** A member's public profile by id, whatever the type. */
  profileById: '/profile/:id',
  /** The generic section list page (an advisor's education or experience). */
  credentialsSection: '/credentials/:section',
  /** An advisor's public profile. */
  advisor: '/advisor/:id',
  adminUser: '/admin/users/:id',
  giveReferral: '/give/referral/:code',
  giveGuestReferral: '/give/guest-referral/:code',
  giveReview: '/give/review/:code',
  notFound: '*',
} as const;
