import type { ReactElement } from 'react';
import { sessionStore } from '../lib/session';
import { useSession } from '../lib/use-session';
import type { RoutePreload } from './route-preload';

/** A lazy page (lazyPage): its element and what starts its code. */
interface LazyRoute {
  element: ReactElement;
  handle: { preload: RoutePreload };
}

interface SessionPages {
  member: LazyRoute;
  visitor: LazyRoute;
}

function SessionPage({ pages }: { pages: SessionPages }) {
  const { token } = useSession();
  return token ? pages.member.element : pages.visitor.element;
}

/**
 * A page members read in full and visitors as a light preview (a shared link): only the code of
 * the one the visitor needs is fetched, before the page shows; a session that starts or ends
 * without a navigation (another tab, an expired token) switches to the other.
 */
export function sessionPage(pages: SessionPages) {
  const preload: RoutePreload = (match) =>
    (sessionStore.get().token ? pages.member : pages.visitor).handle.preload(match);
  return { element: <SessionPage pages={pages} />, handle: { preload } };
}
