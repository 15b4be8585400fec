import { waitAtMost } from '../lib/wait-at-most';

/** The longest the first render waits for the first page; past it the page's loader shows. */
const FIRST_PAGE_WAIT_MS = 1500;

/** Resolves in a later task, so that the browser may paint and answer input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Settles when the first page's gates, code, texts and requests are in (`page`, its routes'
 * preloads) and the language's texts are, or after `limitMs`. Rendered before, the app rendered
 * twice: what arrived during the first render (the query client, the language's texts) changed
 * stores that render had read, and React rendered the whole tree again at once, not in slices, to
 * keep it consistent.
 */
export const firstPageReady = (
  page: Promise<unknown>,
  texts: Promise<unknown>,
  limitMs = FIRST_PAGE_WAIT_MS,
): Promise<void> => waitAtMost(Promise.all([page, texts]), limitMs);
