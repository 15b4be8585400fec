import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
import { queryClientSlot } from './query-client-slot';

const MAX_RETRIES = 2;

/** A 4xx answer will not change on a second try; network and server failures might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: shouldRetry } },
  });
}

export const queryClient = createQueryClient();
// The app's client lives as long as the page: it refetches on focus and reconnection from now on
// (what QueryClientProvider would start), and the providers pick it up.
queryClient.mount();
queryClientSlot.fill(queryClient);
