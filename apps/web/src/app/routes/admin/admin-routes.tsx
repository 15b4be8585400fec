import { type RouteObject, redirect } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { paths, routePatterns } from '../../../config/paths';
import { operatorLoader, operatorSignInLoader } from '../../guards';
import { AdminAuditLogPage } from './admin-audit-log-page';
import { AdminBankTransfersPage } from './admin-bank-transfers-page';
import { AdminInvitationsPage } from './admin-invitations-page';
import { AdminLayout } from './admin-layout';
import { AdminLoginPage } from './admin-login-page';
import { AdminPaymentRequestsPage } from './admin-payment-requests-page';
import { AdminUserPage } from './admin-user-page';
import { AdminUsersPage } from './admin-users-page';

/**
 * The operator console (role 3): its own sign-in and its own layout. Guests are sent to
 * /admin/login, participants and advisors to their home (guards.tsx operatorLoader).
 */
export const adminRoutes: RouteObject[] = [
  { path: paths.adminLogin(), loader: operatorSignInLoader(), element: <AdminLoginPage /> },
  {
    path: paths.admin(),
    loader: operatorLoader(),
    element: <AdminLayout />,
    children: [
      { index: true, loader: () => redirect(paths.adminUsers()) },
      { path: paths.adminUsers(), element: <AdminUsersPage /> },
      { path: routePatterns.adminUser, element: <AdminUserPage /> },
      { path: paths.adminPaymentRequests(), element: <AdminPaymentRequestsPage /> },
      { path: paths.adminBankTransfers(), element: <AdminBankTransfersPage /> },
      { path: paths.adminInvitations(), element: <AdminInvitationsPage /> },
      { path: paths.adminAuditLog(), element: <AdminAuditLogPage /> },
      { path: '*', element: <NotFoundState /> },
    ],
  },
];
