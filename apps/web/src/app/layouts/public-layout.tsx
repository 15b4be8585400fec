import { Outlet } from 'react-router';
import { SiteShell } from './site-shell';

/** Header and footer around pages anyone may open; guest-only routes add their own guard. */
export function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
