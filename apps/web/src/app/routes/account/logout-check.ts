import { paths } from '../../../config/paths';

/** /logout: clears the stored session and role, then goes to the home page (its gate's check). */
export async function logoutCheck(): Promise<string> {
  // The session's code (and the query cache it clears) loads only when someone signs out.
  const { logout } = await import('../../../features/accounts/api/logout');
  await logout();
  return paths.home();
}
