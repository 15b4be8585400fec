/** The sign-in page's query parameter naming the page to go back to once signed in. */
export const RETURN_TO_PARAM = 'returnTo';

/** Any origin works: a path resolved against it must stay on it. */
const BASE = 'https://acorn.invalid';

/** Backslashes (browsers read them as slashes), whitespace and control characters. */
const UNSAFE = /[\\\s\p{Cc}]/u;

/** '//host' and '/\host' are other sites to a browser. */
const OTHER_HOST = /^\/[/\\]/;

/**
 * The page a sign-in link asks to return to, if it is a page of this site: a relative path with a
 * single leading '/', never another host, a scheme or the sign-in page itself. Anything else is
 * null, and the caller goes to its usual page, so a crafted link cannot send a member elsewhere.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || value.length > 2048 || !value.startsWith('/') || OTHER_HOST.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (UNSAFE.test(value) || UNSAFE.test(decoded) || OTHER_HOST.test(decoded)) return null;
  const url = new URL(value, BASE);
  if (url.origin !== BASE || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path and query of the page a visitor asked for, as a return address. */
export const returnPathOf = (address: Pick<URL, 'pathname' | 'search'>): string =>
  `${address.pathname}${address.search}`;
