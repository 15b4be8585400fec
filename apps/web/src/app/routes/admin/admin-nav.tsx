import { NavLink } from '@mantine/core';
import {
  IconBuildingBank,
  IconCertificate,
  IconChecklist,
  IconFlag,
  IconHistory,
  IconListCheck,
  IconMailExclamation,
  IconMailForward,
  IconReceipt,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

const ITEMS: Array<{ id: string; to: string; icon: TablerIcon }> = [
  { id: 'users', to: paths.adminUsers(), icon: IconUsers },
  { id: 'content', to: paths.adminContent(), icon: IconChecklist },
  { id: 'credentials', to: paths.adminCredentials(), icon: IconCertificate },
  { id: 'reports', to: paths.adminReports(), icon: IconFlag },
  { id: 'paymentRequests', to: paths.adminPaymentRequests(), icon: IconReceipt },
  { id: 'bankTransfers', to: paths.adminBankTransfers(), icon: IconBuildingBank },
  { id: 'invitations', to: paths.adminInvitations(), icon: IconMailForward },
  { id: 'failedMail', to: paths.adminFailedMail(), icon: IconMailExclamation },
  { id: 'plans', to: paths.adminPlans(), icon: IconListCheck },
  { id: 'auditLog', to: paths.adminAuditLog(), icon: IconHistory },
];

/** The console's rooms; the current one (or its sub-page, e.g. a user) is marked. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ITEMS.map(({ id, to, icon: Icon }) => (
          <li key={id}>
            <NavLink
              component={RouterNavLink}
              to={to}
              active={pathname === to || pathname.startsWith(`${to}/`)}
              label={t(`nav.${id}`)}
              leftSection={<Icon size={18} aria-hidden />}
              onClick={onNavigate}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
