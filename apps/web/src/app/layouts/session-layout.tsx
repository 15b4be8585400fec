import { useSession } from '../../lib/use-session';
import { PrivateLayout } from './private-layout';
import { PublicLayout } from './public-layout';

/** Pages visitors read too (the blog): the product's shell when signed in, the public one otherwise. */
export function SessionLayout() {
  const { token } = useSession();
  return token ? <PrivateLayout /> : <PublicLayout />;
}
