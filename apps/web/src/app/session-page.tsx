import { type ComponentType, useEffect, useReducer } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { sessionStore } from '../lib/session';
import { useSession } from '../lib/use-session';

/** A page's code, fetched when first needed. */
type Lazy = () => Promise<{ Component?: ComponentType }>;
type Kind = 'member' | 'visitor';

interface SessionPages {
  loaded: Partial<Record<Kind, ComponentType>>;
  load: (kind: Kind) => Promise<void>;
}

/** The page of whoever is looking; its code is usually here already (the route's loader fetched it). */
function SessionPage({ pages }: { pages: SessionPages }) {
  const { token } = useSession();
  const kind: Kind = token ? 'member' : 'visitor';
  const Page = pages.loaded[kind];
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  // A session that ends or starts without a navigation (another tab, an expired token).
  useEffect(() => {
    if (!Page) pages.load(kind).then(loaded, () => undefined);
  }, [Page, kind, pages]);
  return Page ? <Page /> : <PageLoader />;
}

/**
 * A page members read in full and visitors as a light preview (a shared link): only the code of
 * the one the visitor needs is fetched, before the page shows.
 */
export function sessionPage(options: Record<Kind, Lazy>): Pick<RouteObject, 'loader' | 'element'> {
  const pages: SessionPages = {
    loaded: {},
    load: async (kind) => {
      pages.loaded[kind] ??= (await options[kind]()).Component;
    },
  };
  return {
    loader: async () => {
      await pages.load(sessionStore.get().token ? 'member' : 'visitor');
      return null;
    },
    element: <SessionPage pages={pages} />,
  };
}
