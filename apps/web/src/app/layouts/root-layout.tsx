import { type Location, Outlet, ScrollRestoration } from 'react-router';

/**
 * Scroll positions are kept per history entry. Every page opened by a full load shares the key
 * 'default', so without the path the next address typed in the tab would open scrolled to where
 * the previous one was left.
 */
const scrollKey = (location: Location): string =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
