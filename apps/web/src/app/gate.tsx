import { use } from 'react';
import { type Location, Navigate, Outlet, useLocation } from 'react-router';
import type { RouteHandle } from './route-handle';
import { oncePerEntry, type RoutePreload } from './route-preload';

/** A check made before a group of pages renders: where to send the visitor instead, or null to let them in. */
export type GateCheck = (location: Location) => Promise<string | null>;

/**
 * The check's answer for this history entry, asked once: it runs again on every navigation (the
 * session or the plan may have changed since the group was entered), not on every render.
 */
const answerOf = (check: GateCheck, location: Location): Promise<string | null> =>
  oncePerEntry(location, check, () => check(location));

function Gate({ check }: { check: GateCheck }) {
  const location = useLocation();
  const target = use(answerOf(check, location));
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

/**
 * A pathless route whose pages show only once `check` lets the visitor in: its answer is asked for
 * with the page's code (its preload), and a redirect happens before the page's code is fetched.
 * `handle` tells the signed-in shell about the group's pages.
 */
export const gate = (check: GateCheck, handle?: RouteHandle) => ({
  element: <Gate check={check} />,
  handle: { ...handle, preload: (({ location }) => answerOf(check, location)) satisfies RoutePreload },
});
