import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'acorn.scroll-positions';

/**
 * Scroll positions are kept per history entry. Every page opened by a full load shares the key
 * 'default', so without the path the next address typed in the tab would open scrolled to where
 * the previous one was left.
 */
const scrollKey = (location: Location): string =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

/** Where each history entry of this tab was left, read from the session's storage when first needed. */
let positions: Record<string, number> | null = null;

function knownPositions(): Record<string, number> {
  if (!positions) {
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
      positions = stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Back and forward (and a reload) return to where the page was left; any other navigation opens
 * the page at its top, or at the element its address's #fragment names.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);
  const current = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Recorded as the visitor scrolls, not when leaving: by then the next page may have changed
    // the document's height and the browser would have clamped the position.
    const record = () => {
      knownPositions()[current.current] = window.scrollY;
    };
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(knownPositions()));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const saved = navigationType === 'POP' ? knownPositions()[key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, navigationType, location.hash]);
}
