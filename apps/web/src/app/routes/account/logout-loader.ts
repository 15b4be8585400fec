import { redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { logout } from '../../../features/accounts/lazy';

/** /logout: clears the stored session and role, then goes to the home page. */
export async function logoutLoader() {
  await logout();
  return redirect(paths.home());
}
