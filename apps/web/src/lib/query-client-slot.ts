import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the app's query client appears once its code has loaded. The providers read it, so the
 * sign-in page, which asks for no query, renders without TanStack Query's code; pages that do
 * ask load it alongside their own code (app/lazy-page.ts).
 */
let client: QueryClient | undefined;
const listeners = new Set<() => void>();

export const queryClientSlot = {
  get: (): QueryClient | undefined => client,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  fill(next: QueryClient): void {
    client = next;
    for (const listener of listeners) listener();
  },
};

/** The app's query client, loading its code first if no page has yet. */
export const loadQueryClient = (): Promise<QueryClient> =>
  import('./query-client').then((module) => module.queryClient);
