import { createBrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { paths, routePatterns } from '../config/paths';
import { ACCESS, accessLoader, guestLoader } from './guards';
import { PrivateLayout } from './layouts/private-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import { AccountInactivePage } from './routes/account/account-inactive-page';
import { logoutLoader } from './routes/account/logout-loader';
import { ChangePasswordPage } from './routes/accounts/change-password-page';
import { CreateAccountPage } from './routes/accounts/create-account-page';
import { ForgotPasswordPage } from './routes/accounts/forgot-password-page';
import { LoginPage } from './routes/accounts/login-page';
import { SocialCallbackPage } from './routes/accounts/social-callback-page';
import { UpdatePasswordPage } from './routes/accounts/update-password-page';
import { adminRoutes } from './routes/admin/admin-routes';
import { SbaPaymentInformationPage } from './routes/advisor/sba-payment-information-page';
import { NotFoundPage } from './routes/errors/not-found-page';
import { RouteErrorPage } from './routes/errors/route-error-page';
import { FeedPage } from './routes/feed/feed-page';
import { CompleteParticipantRegistrationPage } from './routes/onboarding/complete-participant-registration-page';
import { CompleteSbaRegistrationPage } from './routes/onboarding/complete-sba-registration-page';
import { PolicyPage } from './routes/pages/policy-page';
import { BankTransferPage } from './routes/payments/bank-transfer-page';
import { InvoicesPage } from './routes/payments/invoices-page';
import { PaymentNotSuccessPage } from './routes/payments/payment-not-success-page';
import { WelcomePage } from './routes/payments/welcome-page';
import { CompleteRegistrationPage } from './routes/profile/complete-registration-page';
import { ProfilePage } from './routes/profile/profile-page';

/** The registration wizards have no back button or create bar. */
const wizardHandle: RouteHandle = { innerBar: false };

/**
 * Public layout: guest-only groups (loader `guestLoader`) and pages anyone may read.
 * Private layout: groups with an `accessLoader(ACCESS.*)` rule; a route's `handle` (RouteHandle)
 * configures the second bar.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
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
            children: [
              { index: true, element: <LoginPage /> },
              { path: paths.forgotPassword(), element: <ForgotPasswordPage /> },
              { path: paths.updatePassword(), element: <UpdatePasswordPage /> },
              { path: paths.socialCallback(), element: <SocialCallbackPage /> },
            ],
          },
          {
            loader: guestLoader('create-account'),
            children: [{ path: paths.createAccount(), element: <CreateAccountPage /> }],
          },
          // Open without a session: a deactivated account is refused one and lands here.
          { path: paths.accountInactive(), element: <AccountInactivePage /> },
          { path: routePatterns.policyPage, element: <PolicyPage /> },
          { path: routePatterns.notFound, element: <NotFoundPage /> },
        ],
      },
      {
        element: <PrivateLayout />,
        children: [
          {
            // Payment outcomes; /welcome has no inner header (accounts spec §2).
            loader: accessLoader(ACCESS.signedIn),
            handle: wizardHandle,
            children: [
              { path: paths.welcome(), element: <WelcomePage /> },
              { path: paths.paymentNotSuccess(), element: <PaymentNotSuccessPage /> },
            ],
          },
          {
            loader: accessLoader(ACCESS.participantCompletion),
            handle: wizardHandle,
            children: [
              {
                path: paths.completeParticipantRegistration(),
                element: <CompleteParticipantRegistrationPage />,
              },
            ],
          },
          {
            loader: accessLoader(ACCESS.advisorCompletion),
            handle: wizardHandle,
            children: [{ path: paths.completeSbaRegistration(), element: <CompleteSbaRegistrationPage /> }],
          },
          {
            loader: accessLoader(ACCESS.participant),
            children: [
              { path: paths.feed(), element: <FeedPage /> },
              { path: paths.bankTransfer(), element: <BankTransferPage /> },
              { path: paths.invoices(), element: <InvoicesPage /> },
            ],
          },
          {
            loader: accessLoader(ACCESS.passwordParticipant),
            children: [{ path: paths.changePassword(), element: <ChangePasswordPage /> }],
          },
          {
            loader: accessLoader(ACCESS.member),
            children: [{ path: paths.profile(), element: <ProfilePage /> }],
          },
          {
            loader: accessLoader(ACCESS.advisor),
            children: [
              { path: paths.sbaProfile(), element: <ProfilePage variant="advisor" /> },
              { path: routePatterns.completeRegistration, element: <CompleteRegistrationPage /> },
              { path: paths.sbaPaymentInformation(), element: <SbaPaymentInformationPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
