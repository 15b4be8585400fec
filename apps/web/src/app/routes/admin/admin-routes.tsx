import { Navigate, type RouteObject } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { paths, routePatterns } from '../../../config/paths';
import { gate } from '../../gate';
import { operatorCheck, operatorSignInCheck } from '../../guards';
import { lazyPage } from '../../lazy-page';

/**
 * The operator console (role 3): its own sign-in and its own layout. Guests are sent to
 * /admin/login, participants and advisors to their home (guards.tsx operatorLoader). Its pages
 * load on demand: nobody else downloads them.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.adminLogin(),
    ...gate(operatorSignInCheck),
    children: [
      {
        index: true,
        ...lazyPage(
          () => import('./admin-login-page'),
          (m) => m.AdminLoginPage,
          ['admin'],
        ),
      },
    ],
  },
  {
    path: paths.admin(),
    ...gate(operatorCheck),
    children: [
      {
        ...lazyPage(
          () => import('./admin-layout'),
          (m) => m.AdminLayout,
          ['admin'],
        ),
        children: [
          { index: true, element: <Navigate to={paths.adminUsers()} replace /> },
          {
            path: paths.adminUsers(),
            ...lazyPage(
              () => import('./admin-users-page'),
              (m) => m.AdminUsersPage,
              ['admin'],
            ),
          },
          {
            path: routePatterns.adminUser,
            ...lazyPage(
              () => import('./admin-user-page'),
              (m) => m.AdminUserPage,
              ['admin', 'profiles'],
            ),
          },
          {
            path: paths.adminPaymentRequests(),
            ...lazyPage(
              () => import('./admin-payment-requests-page'),
              (m) => m.AdminPaymentRequestsPage,
              ['admin'],
            ),
          },
          {
            path: paths.adminContent(),
            ...lazyPage(
              () => import('./admin-content-page'),
              (m) => m.AdminContentPage,
              // The review shows each type's detail page, in its own words.
              [
                'admin',
                'content',
                'market',
                'campaigns',
                'samplings',
                'protocols',
                'posts',
                'advisor-listings',
              ],
            ),
          },
          {
            path: paths.adminCredentials(),
            ...lazyPage(
              () => import('./admin-credentials-page'),
              (m) => m.AdminCredentialsPage,
              ['admin'],
            ),
          },
          {
            path: paths.adminReports(),
            ...lazyPage(
              () => import('./admin-reports-page'),
              (m) => m.AdminReportsPage,
              ['admin'],
            ),
          },
          {
            path: paths.adminPlans(),
            ...lazyPage(
              () => import('./admin-plans-page'),
              (m) => m.AdminPlansPage,
              ['admin'],
            ),
          },
          {
            path: paths.adminBankTransfers(),
            ...lazyPage(
              () => import('./admin-bank-transfers-page'),
              (m) => m.AdminBankTransfersPage,
              ['admin'],
            ),
          },
          {
            path: paths.adminFailedMail(),
            ...lazyPage(
              () => import('./admin-failed-mail-page'),
              (m) => m.AdminFailedMailPage,
              ['admin'],
            ),
          },
          {
            path: paths.adminInvitations(),
            ...lazyPage(
              () => import('./admin-invitations-page'),
              (m) => m.AdminInvitationsPage,
              ['admin'],
            ),
          },
          {
            path: paths.adminAuditLog(),
            ...lazyPage(
              () => import('./admin-audit-log-page'),
              (m) => m.AdminAuditLogPage,
              ['admin'],
            ),
          },
          { path: '*', element: <NotFoundState /> },
        ],
      },
    ],
  },
];
