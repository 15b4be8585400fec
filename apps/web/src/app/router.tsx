import { type ComponentType, type ReactNode, Suspense, use, useMemo } from 'react';
import {
  type Location,
  matchRoutes,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  useLocation,
} from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths, routePatterns } from '../config/paths';
import type { ContentPageRoute, ContentTypeDescriptor } from '../features/content';
import { messageRoutePatterns } from '../features/conversations';
import { CONTENT_NAMESPACES, CONTENT_TYPES } from './content-types';
import { gate } from './gate';
import { ACCESS, accessCheck, guestCheck, openCheck } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { appConfigReady, RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import { type RouteHandle, RouteHandlesContext } from './route-handle';
import { startPreloads } from './route-preload';
import { logoutCheck } from './routes/account/logout-check';
import { adminRoutes } from './routes/admin/admin-routes';
import { prefetchEntity } from './routes/content/entity-registry';
import { RouteErrorBoundary } from './routes/errors/route-error-page';
import { prefetchOwnProfile } from './routes/profile/profile-prefetch';
import { sessionPage } from './session-page';

/** The registration wizards have no back button or create bar, and no product menu. */
const wizardHandle: RouteHandle = { innerBar: false, focused: true };

/** The feed's second bar adds the 'Explore' title to the one every signed-in page has. */
const feedHandle: RouteHandle = { innerBar: { explore: true } };

/** A shared link's light page for visitors. */
const sharePreview = (pick: (module: typeof import('./routes/share/preview-pages')) => ComponentType) =>
  lazyPage(() => import('./routes/share/preview-pages'), pick, ['share']);

/** One page creates and edits every content type (the form engine). */
const entityPage = lazyPage(
  () => import('./routes/content/entity-page'),
  (m) => m.EntityPage,
  ['content', ...CONTENT_NAMESPACES],
  { prefetch: prefetchEntity },
);

/** A content type's page, with the engine's texts and the type's. */
const contentPage = (type: ContentTypeDescriptor, page: ContentPageRoute) =>
  lazyPage(page.page, (Page) => Page, ['content', type.name, ...(page.reads ?? [])]);

/**
 * The content types' pages (their descriptors, app/content-types.ts): those for participants
 * only, or those visitors reach too, reading the page itself or the shared link's preview.
 */
const contentRoutes = (visitors: boolean): RouteObject[] =>
  CONTENT_TYPES.flatMap((type: ContentTypeDescriptor) =>
    type.pages
      .filter((page) => (page.visitors !== undefined) === visitors)
      .map((page) =>
        page.visitors === 'preview'
          ? {
              path: page.path,
              ...sessionPage({
                member: contentPage(type, page),
                visitor: sharePreview((m) => m.contentPreviewPage(type.name)),
              }),
            }
          : { path: page.path, ...contentPage(type, page) },
      ),
  );

/**
 * Public layout: guest-only groups (gate `guestCheck`) and pages anyone may read.
 * Private layout: groups behind an `accessCheck(ACCESS.*)` gate; a route's `handle` (RouteHandle)
 * configures the second bar.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    handle: { preload: appConfigReady },
    children: [
      { path: paths.logout(), ...gate(logoutCheck) },
      ...adminRoutes,
      {
        element: <PublicLayout />,
        children: [
          {
            ...gate(guestCheck()),
            children: [
              {
                index: true,
                ...lazyPage(
                  () => import('./routes/accounts/login-page'),
                  (m) => m.LoginPage,
                  ['accounts', 'home'],
                  { queries: false },
                ),
              },
              {
                path: paths.forgotPassword(),
                ...lazyPage(
                  () => import('./routes/accounts/forgot-password-page'),
                  (m) => m.ForgotPasswordPage,
                  ['accounts'],
                ),
              },
              {
                path: paths.updatePassword(),
                ...lazyPage(
                  () => import('./routes/accounts/update-password-page'),
                  (m) => m.UpdatePasswordPage,
                  ['accounts'],
                ),
              },
              {
                path: paths.socialCallback(),
                ...lazyPage(
                  () => import('./routes/accounts/social-callback-page'),
                  (m) => m.SocialCallbackPage,
                  ['accounts'],
                ),
              },
            ],
          },
          {
            ...gate(guestCheck('create-account')),
            children: [
              {
                path: paths.createAccount(),
                ...lazyPage(
                  () => import('./routes/accounts/create-account-page'),
                  (m) => m.CreateAccountPage,
                  ['accounts', 'home'],
                ),
              },
            ],
          },
          // Open without a session: a deactivated account is refused one and lands here.
          {
            path: paths.accountInactive(),
            ...lazyPage(
              () => import('./routes/account/account-inactive-page'),
              (m) => m.AccountInactivePage,
            ),
          },
          // A guest answers an ask with the e-mailed code, signed in or not (spec §2 Referrals).
          {
            path: routePatterns.giveGuestReferral,
            ...lazyPage(
              () => import('./routes/feedback/give-pages'),
              (m) => m.GiveGuestReferralPage,
              ['feedback', 'referrals'],
            ),
          },
          {
            path: routePatterns.policyPage,
            ...lazyPage(
              () => import('./routes/pages/policy-page'),
              (m) => m.PolicyPage,
              ['pages'],
            ),
          },
          {
            path: routePatterns.notFound,
            ...lazyPage(
              () => import('./routes/errors/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        ...lazyPage(
          () => import('./layouts/private-layout'),
          (m) => m.PrivateLayout,
          ['accounts'],
        ),
        children: [
          {
            // Payment outcomes; /welcome has no inner header (accounts spec §2).
            ...gate(accessCheck(ACCESS.signedIn), wizardHandle),
            children: [
              {
                path: paths.welcome(),
                ...lazyPage(
                  () => import('./routes/payments/welcome-page'),
                  (m) => m.WelcomePage,
                  ['payments'],
                ),
              },
              {
                path: paths.paymentNotSuccess(),
                ...lazyPage(
                  () => import('./routes/payments/payment-not-success-page'),
                  (m) => m.PaymentNotSuccessPage,
                  ['payments'],
                ),
              },
            ],
          },
          {
            ...gate(accessCheck(ACCESS.participantCompletion), wizardHandle),
            children: [
              {
                path: paths.completeParticipantRegistration(),
                ...lazyPage(
                  () => import('./routes/onboarding/complete-participant-registration-page'),
                  (m) => m.CompleteParticipantRegistrationPage,
                  ['onboarding', 'payments'],
                ),
              },
            ],
          },
          {
            ...gate(accessCheck(ACCESS.advisorCompletion), wizardHandle),
            children: [
              {
                path: paths.completeSbaRegistration(),
                ...lazyPage(
                  () => import('./routes/onboarding/complete-sba-registration-page'),
                  (m) => m.CompleteSbaRegistrationPage,
                  ['onboarding'],
                ),
              },
            ],
          },
          {
            ...gate(accessCheck(ACCESS.participant)),
            children: [
              {
                path: paths.feed(),
                // Every role is sent to /feed after signing in; the guard takes advisors on first.
                ...lazyPage(
                  () => import('./routes/feed/feed-page'),
                  (m) => m.FeedPage,
                  ['feed', 'content', 'interest', 'samplings'],
                  { access: ACCESS.participant, handle: feedHandle },
                ),
              },
              {
                path: paths.sellerDirectory(),
                ...lazyPage(
                  () => import('./routes/directories/directory-pages'),
                  (m) => m.SellerDirectoryPage,
                  ['feed', 'content', 'interest'],
                ),
              },
              {
                path: paths.participantDirectory(),
                ...lazyPage(
                  () => import('./routes/directories/directory-pages'),
                  (m) => m.ParticipantDirectoryPage,
                  ['feed', 'content', 'interest'],
                ),
              },
              { path: routePatterns.createEntity, ...entityPage },
              { path: routePatterns.editEntity, ...entityPage },
              {
                path: paths.plans(),
                ...lazyPage(
                  () => import('./routes/packages/plans-page'),
                  (m) => m.PlansPage,
                  ['content', 'payments'],
                ),
              },
              {
                path: paths.needsAndLeadsSellerArea(),
                ...lazyPage(
                  () => import('./routes/needs-and-leads/needs-and-leads-page'),
                  (m) => m.NeedsAndLeadsPage,
                  ['leads', 'content'],
                ),
              },
              ...contentRoutes(false),
              {
                path: paths.certifications(),
                ...lazyPage(
                  () => import('./routes/credentials/credentials-page'),
                  (m) => m.CertificationsPage,
                  ['credentials'],
                ),
              },
              {
                path: paths.awards(),
                ...lazyPage(
                  () => import('./routes/credentials/credentials-page'),
                  (m) => m.AwardsPage,
                  ['credentials'],
                ),
              },
              {
                path: paths.referrals(),
                ...lazyPage(
                  () => import('./routes/referrals/referrals-page'),
                  (m) => m.ReferralsPage,
                  ['referrals', 'feedback'],
                ),
              },
              {
                path: routePatterns.giveReferral,
                ...lazyPage(
                  () => import('./routes/feedback/give-pages'),
                  (m) => m.GiveReferralPage,
                  ['feedback', 'referrals'],
                ),
              },
              {
                path: paths.reviews(),
                ...lazyPage(
                  () => import('./routes/reviews/reviews-page'),
                  (m) => m.ReviewsPage,
                  ['reviews', 'feedback'],
                ),
              },
              {
                path: paths.bankTransfer(),
                ...lazyPage(
                  () => import('./routes/payments/bank-transfer-page'),
                  (m) => m.BankTransferPage,
                  ['payments'],
                ),
              },
              {
                path: paths.billing(),
                ...lazyPage(
                  () => import('./routes/payments/billing-page'),
                  (m) => m.BillingPage,
                  ['payments'],
                  {
                    prefetch: ({ location }) =>
                      import('../features/payments/api/invoices').then((m) =>
                        m.prefetchBilling(location.search),
                      ),
                  },
                ),
              },
              {
                path: paths.invoices(),
                ...lazyPage(
                  () => import('./routes/payments/invoices-page'),
                  (m) => m.InvoicesPage,
                  ['payments'],
                  {
                    prefetch: ({ location }) =>
                      import('../features/payments/api/invoices').then((m) =>
                        m.prefetchInvoices(location.search),
                      ),
                  },
                ),
              },
            ],
          },
          {
            ...gate(accessCheck(ACCESS.passwordParticipant)),
            children: [
              {
                path: paths.changePassword(),
                ...lazyPage(
                  () => import('./routes/accounts/change-password-page'),
                  (m) => m.ChangePasswordPage,
                  ['accounts'],
                ),
              },
            ],
          },
          {
            ...gate(accessCheck(ACCESS.member)),
            children: [
              {
                path: paths.notifications(),
                ...lazyPage(
                  () => import('./routes/notifications/notifications-page'),
                  (m) => m.NotificationsPage,
                  ['notifications'],
                ),
              },
              {
                path: paths.notificationPreferences(),
                ...lazyPage(
                  () => import('./routes/notifications/notification-preferences-page'),
                  (m) => m.NotificationPreferencesPage,
                  ['notifications'],
                ),
              },
              {
                path: paths.messages(),
                ...lazyPage(
                  () => import('./routes/messages/messages-page'),
                  (m) => m.MessagesPage,
                  ['conversations'],
                ),
              },
              {
                path: messageRoutePatterns.compose,
                ...lazyPage(
                  () => import('./routes/messages/messages-page'),
                  (m) => m.NewMessagePage,
                  ['conversations'],
                ),
              },
              {
                path: messageRoutePatterns.thread,
                ...lazyPage(
                  () => import('./routes/messages/messages-page'),
                  (m) => m.ThreadPage,
                  ['conversations'],
                ),
              },
              {
                path: routePatterns.profileById,
                ...lazyPage(
                  () => import('./routes/profile/profile-by-id-page'),
                  (m) => m.ProfileByIdPage,
                  [],
                ),
              },
              {
                path: routePatterns.advisor,
                ...lazyPage(
                  () => import('./routes/profile/public-profile-page'),
                  (m) => m.AdvisorPage,
                  ['profiles', 'credentials', 'feed', 'content', 'interest'],
                ),
              },
              {
                path: paths.profile(),
                ...lazyPage(
                  () => import('./routes/profile/profile-page'),
                  (m) => m.ProfilePage,
                  ['profiles', 'accounts', 'personal-data'],
                  { prefetch: prefetchOwnProfile('profile') },
                ),
              },
            ],
          },
          {
            ...gate(accessCheck(ACCESS.advisor)),
            children: [
              {
                path: paths.sbaProfile(),
                ...lazyPage(
                  () => import('./routes/profile/profile-page'),
                  (m) => m.AdvisorProfilePage,
                  ['profiles', 'accounts', 'personal-data'],
                  { prefetch: prefetchOwnProfile('advisor') },
                ),
              },
              {
                path: routePatterns.credentialsSection,
                ...lazyPage(
                  () => import('./routes/credentials/section-page'),
                  (m) => m.SectionPage,
                  ['credentials'],
                ),
              },
              {
                path: routePatterns.completeRegistration,
                ...lazyPage(
                  () => import('./routes/profile/complete-registration-page'),
                  (m) => m.CompleteRegistrationPage,
                  ['profiles', 'accounts'],
                ),
              },
              {
                path: paths.sbaPaymentInformation(),
                ...lazyPage(
                  () => import('./routes/advisor/sba-payment-information-page'),
                  (m) => m.SbaPaymentInformationPage,
                  ['advisor-payments'],
                ),
              },
            ],
          },
        ],
      },
      {
        // Pages visitors read too (the blog, shared links): the product's shell and its access
        // rule for a signed-in user, the public shell for a visitor.
        ...gate(openCheck(ACCESS.participant)),
        children: [
          {
            ...lazyPage(
              () => import('./layouts/session-layout'),
              (m) => m.SessionLayout,
              ['accounts'],
            ),
            children: [
              // Shared links: members get the full page, visitors a public preview (content-community §2).
              {
                path: routePatterns.company,
                ...sessionPage({
                  member: lazyPage(
                    () => import('./routes/profile/public-profile-page'),
                    (m) => m.CompanyPage,
                    [
                      'profiles',
                      'credentials',
                      'feed',
                      'content',
                      'interest',
                      'reviews',
                      'referrals',
                      'feedback',
                      'conversations',
                    ],
                  ),
                  visitor: sharePreview((m) => m.CompanyPreviewPage),
                }),
              },
              ...contentRoutes(true),
              // Members and guests with a valid code (spec §2 Reviews).
              {
                path: routePatterns.giveReview,
                ...lazyPage(
                  () => import('./routes/feedback/give-pages'),
                  (m) => m.GiveReviewPage,
                  ['feedback', 'reviews'],
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The routes that match a path, kept for the last path asked: the preloads and the layouts'
 * handles read the same matches, instead of ranking the whole table again for each.
 */
let lastMatches: { pathname: string; matches: RouteMatch[] } | null = null;

function matchesAt(pathname: string): RouteMatch[] {
  if (lastMatches?.pathname !== pathname) {
    lastMatches = { pathname, matches: matchRoutes(routes, pathname) ?? [] };
  }
  return lastMatches.matches;
}

/** Starts what the page at `location` needs before it shows: its gates' checks, its code, texts and requests. */
export const preloadPage = (location: Location): Promise<unknown> =>
  startPreloads(matchesAt(location.pathname), location);

/**
 * The pages render once the navigation's preloads have settled, gates included: a layout above a
 * gate never renders for a visitor the gate turns away.
 */
function AfterPreloads({ location, children }: { location: Location; children: ReactNode }) {
  use(preloadPage(location));
  return children;
}

/**
 * The app's pages at the current address. Each navigation starts its routes' preloads at once
 * (rather than each level when it renders) and renders when they are in; the layouts read the
 * matched routes' handles.
 */
export function AppRoutes() {
  const location = useLocation();
  const matches = matchesAt(location.pathname);
  const handles = useMemo(() => matches.map((match) => match.route.handle), [matches]);
  const page = renderMatches(matches);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <RouteHandlesContext value={handles}>
        <Suspense fallback={<PageLoader />}>
          <AfterPreloads location={location}>{page}</AfterPreloads>
        </Suspense>
      </RouteHandlesContext>
    </RouteErrorBoundary>
  );
}
