import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths, routePatterns } from '../config/paths';
import { waitForAppConfig } from '../features/app-config';
import type { ContentPageRoute, ContentTypeDescriptor } from '../features/content';
import { messageRoutePatterns } from '../features/conversations';
import { CONTENT_NAMESPACES, CONTENT_TYPES } from './content-types';
import { ACCESS, accessLoader, guestLoader, openLoader, recheckOnEveryNavigation } from './guards';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPage, prefetchLoader } from './lazy-page';
import type { RouteHandle } from './route-handle';
import { logoutLoader } from './routes/account/logout-loader';
import { adminRoutes } from './routes/admin/admin-routes';
import { entityLoader } from './routes/content/entity-registry';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { ownProfileLoader } from './routes/profile/profile-loader';
import { sessionPage } from './session-page';

/** How long the first page waits for the deployment's settings before it shows the defaults. */
const APP_CONFIG_WAIT_MS = 2000;

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
          : { path: page.path, lazy: contentPage(type, page) },
      ),
  );

/**
 * Public layout: guest-only groups (loader `guestLoader`) and pages anyone may read.
 * Private layout: groups with an `accessLoader(ACCESS.*)` rule; a route's `handle` (RouteHandle)
 * configures the second bar.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Every page shows the deployment's settings (brand, footer): asked for before the first render.
    loader: () => waitForAppConfig(APP_CONFIG_WAIT_MS).then(() => null),
    shouldRevalidate: () => false,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      { path: paths.logout(), loader: logoutLoader },
      ...adminRoutes,
      {
        element: <PublicLayout />,
        children: [
          {
            loader: guestLoader(),
            shouldRevalidate: recheckOnEveryNavigation,
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('./routes/accounts/login-page'),
                  (m) => m.LoginPage,
                  ['accounts', 'home'],
                  { queries: false },
                ),
              },
              {
                path: paths.forgotPassword(),
                lazy: lazyPage(
                  () => import('./routes/accounts/forgot-password-page'),
                  (m) => m.ForgotPasswordPage,
                  ['accounts'],
                ),
              },
              {
                path: paths.updatePassword(),
                lazy: lazyPage(
                  () => import('./routes/accounts/update-password-page'),
                  (m) => m.UpdatePasswordPage,
                  ['accounts'],
                ),
              },
              {
                path: paths.socialCallback(),
                lazy: lazyPage(
                  () => import('./routes/accounts/social-callback-page'),
                  (m) => m.SocialCallbackPage,
                  ['accounts'],
                ),
              },
            ],
          },
          {
            loader: guestLoader('create-account'),
            shouldRevalidate: recheckOnEveryNavigation,
            children: [
              {
                path: paths.createAccount(),
                lazy: lazyPage(
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
            lazy: lazyPage(
              () => import('./routes/account/account-inactive-page'),
              (m) => m.AccountInactivePage,
            ),
          },
          // A guest answers an ask with the e-mailed code, signed in or not (spec §2 Referrals).
          {
            path: routePatterns.giveGuestReferral,
            lazy: lazyPage(
              () => import('./routes/feedback/give-pages'),
              (m) => m.GiveGuestReferralPage,
              ['feedback', 'referrals'],
            ),
          },
          {
            path: routePatterns.policyPage,
            lazy: lazyPage(
              () => import('./routes/pages/policy-page'),
              (m) => m.PolicyPage,
              ['pages'],
            ),
          },
          {
            path: routePatterns.notFound,
            lazy: lazyPage(
              () => import('./routes/errors/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        lazy: lazyPage(
          () => import('./layouts/private-layout'),
          (m) => m.PrivateLayout,
          ['accounts'],
        ),
        children: [
          {
            // Payment outcomes; /welcome has no inner header (accounts spec §2).
            loader: accessLoader(ACCESS.signedIn),
            shouldRevalidate: recheckOnEveryNavigation,
            handle: wizardHandle,
            children: [
              {
                path: paths.welcome(),
                lazy: lazyPage(
                  () => import('./routes/payments/welcome-page'),
                  (m) => m.WelcomePage,
                  ['payments'],
                ),
              },
              {
                path: paths.paymentNotSuccess(),
                lazy: lazyPage(
                  () => import('./routes/payments/payment-not-success-page'),
                  (m) => m.PaymentNotSuccessPage,
                  ['payments'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.participantCompletion),
            shouldRevalidate: recheckOnEveryNavigation,
            handle: wizardHandle,
            children: [
              {
                path: paths.completeParticipantRegistration(),
                lazy: lazyPage(
                  () => import('./routes/onboarding/complete-participant-registration-page'),
                  (m) => m.CompleteParticipantRegistrationPage,
                  ['onboarding', 'payments'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.advisorCompletion),
            shouldRevalidate: recheckOnEveryNavigation,
            handle: wizardHandle,
            children: [
              {
                path: paths.completeSbaRegistration(),
                lazy: lazyPage(
                  () => import('./routes/onboarding/complete-sba-registration-page'),
                  (m) => m.CompleteSbaRegistrationPage,
                  ['onboarding'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.participant),
            shouldRevalidate: recheckOnEveryNavigation,
            children: [
              {
                path: paths.feed(),
                handle: feedHandle,
                // Every role is sent to /feed after signing in; the guard takes advisors on first.
                lazy: lazyPage(
                  () => import('./routes/feed/feed-page'),
                  (m) => m.FeedPage,
                  ['feed', 'content', 'interest', 'samplings'],
                  { access: ACCESS.participant },
                ),
              },
              {
                path: paths.sellerDirectory(),
                lazy: lazyPage(
                  () => import('./routes/directories/directory-pages'),
                  (m) => m.SellerDirectoryPage,
                  ['feed', 'content', 'interest'],
                ),
              },
              {
                path: paths.participantDirectory(),
                lazy: lazyPage(
                  () => import('./routes/directories/directory-pages'),
                  (m) => m.ParticipantDirectoryPage,
                  ['feed', 'content', 'interest'],
                ),
              },
              { path: routePatterns.createEntity, loader: entityLoader, lazy: entityPage },
              { path: routePatterns.editEntity, loader: entityLoader, lazy: entityPage },
              {
                path: paths.plans(),
                lazy: lazyPage(
                  () => import('./routes/packages/plans-page'),
                  (m) => m.PlansPage,
                  ['content', 'payments'],
                ),
              },
              {
                path: paths.needsAndLeadsSellerArea(),
                lazy: lazyPage(
                  () => import('./routes/needs-and-leads/needs-and-leads-page'),
                  (m) => m.NeedsAndLeadsPage,
                  ['leads', 'content'],
                ),
              },
              ...contentRoutes(false),
              {
                path: paths.certifications(),
                lazy: lazyPage(
                  () => import('./routes/credentials/credentials-page'),
                  (m) => m.CertificationsPage,
                  ['credentials'],
                ),
              },
              {
                path: paths.awards(),
                lazy: lazyPage(
                  () => import('./routes/credentials/credentials-page'),
                  (m) => m.AwardsPage,
                  ['credentials'],
                ),
              },
              {
                path: paths.referrals(),
                lazy: lazyPage(
                  () => import('./routes/referrals/referrals-page'),
                  (m) => m.ReferralsPage,
                  ['referrals', 'feedback'],
                ),
              },
              {
                path: routePatterns.giveReferral,
                lazy: lazyPage(
                  () => import('./routes/feedback/give-pages'),
                  (m) => m.GiveReferralPage,
                  ['feedback', 'referrals'],
                ),
              },
              {
                path: paths.reviews(),
                lazy: lazyPage(
                  () => import('./routes/reviews/reviews-page'),
                  (m) => m.ReviewsPage,
                  ['reviews', 'feedback'],
                ),
              },
              {
                path: paths.bankTransfer(),
                lazy: lazyPage(
                  () => import('./routes/payments/bank-transfer-page'),
                  (m) => m.BankTransferPage,
                  ['payments'],
                ),
              },
              {
                path: paths.billing(),
                loader: prefetchLoader((url) =>
                  import('../features/payments/api/invoices').then((m) => m.prefetchBilling(url)),
                ),
                lazy: lazyPage(
                  () => import('./routes/payments/billing-page'),
                  (m) => m.BillingPage,
                  ['payments'],
                ),
              },
              {
                path: paths.invoices(),
                loader: prefetchLoader((url) =>
                  import('../features/payments/api/invoices').then((m) => m.prefetchInvoices(url)),
                ),
                lazy: lazyPage(
                  () => import('./routes/payments/invoices-page'),
                  (m) => m.InvoicesPage,
                  ['payments'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.passwordParticipant),
            shouldRevalidate: recheckOnEveryNavigation,
            children: [
              {
                path: paths.changePassword(),
                lazy: lazyPage(
                  () => import('./routes/accounts/change-password-page'),
                  (m) => m.ChangePasswordPage,
                  ['accounts'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.member),
            shouldRevalidate: recheckOnEveryNavigation,
            children: [
              {
                path: paths.notifications(),
                lazy: lazyPage(
                  () => import('./routes/notifications/notifications-page'),
                  (m) => m.NotificationsPage,
                  ['notifications'],
                ),
              },
              {
                path: paths.notificationPreferences(),
                lazy: lazyPage(
                  () => import('./routes/notifications/notification-preferences-page'),
                  (m) => m.NotificationPreferencesPage,
                  ['notifications'],
                ),
              },
              {
                path: paths.messages(),
                lazy: lazyPage(
                  () => import('./routes/messages/messages-page'),
                  (m) => m.MessagesPage,
                  ['conversations'],
                ),
              },
              {
                path: messageRoutePatterns.compose,
                lazy: lazyPage(
                  () => import('./routes/messages/messages-page'),
                  (m) => m.NewMessagePage,
                  ['conversations'],
                ),
              },
              {
                path: messageRoutePatterns.thread,
                lazy: lazyPage(
                  () => import('./routes/messages/messages-page'),
                  (m) => m.ThreadPage,
                  ['conversations'],
                ),
              },
              {
                path: routePatterns.profileById,
                lazy: lazyPage(
                  () => import('./routes/profile/profile-by-id-page'),
                  (m) => m.ProfileByIdPage,
                  [],
                ),
              },
              {
                path: routePatterns.advisor,
                lazy: lazyPage(
                  () => import('./routes/profile/public-profile-page'),
                  (m) => m.AdvisorPage,
                  ['profiles', 'credentials', 'feed', 'content', 'interest'],
                ),
              },
              {
                path: paths.profile(),
                loader: ownProfileLoader('profile'),
                lazy: lazyPage(
                  () => import('./routes/profile/profile-page'),
                  (m) => m.ProfilePage,
                  ['profiles', 'accounts', 'personal-data'],
                ),
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.advisor),
            shouldRevalidate: recheckOnEveryNavigation,
            children: [
              {
                path: paths.sbaProfile(),
                loader: ownProfileLoader('advisor'),
                lazy: lazyPage(
                  () => import('./routes/profile/profile-page'),
                  (m) => m.AdvisorProfilePage,
                  ['profiles', 'accounts', 'personal-data'],
                ),
              },
              {
                path: routePatterns.credentialsSection,
                lazy: lazyPage(
                  () => import('./routes/credentials/section-page'),
                  (m) => m.SectionPage,
                  ['credentials'],
                ),
              },
              {
                path: routePatterns.completeRegistration,
                lazy: lazyPage(
                  () => import('./routes/profile/complete-registration-page'),
                  (m) => m.CompleteRegistrationPage,
                  ['profiles', 'accounts'],
                ),
              },
              {
                path: paths.sbaPaymentInformation(),
                lazy: lazyPage(
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
        loader: openLoader(ACCESS.participant),
        shouldRevalidate: recheckOnEveryNavigation,
        lazy: lazyPage(
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
            lazy: lazyPage(
              () => import('./routes/feedback/give-pages'),
              (m) => m.GiveReviewPage,
              ['feedback', 'reviews'],
            ),
          },
        ],
      },
    ],
  },
];

/** The app's router; creating it starts the first page's loaders and code (main.tsx). */
export const createAppRouter = () => createBrowserRouter(routes);
