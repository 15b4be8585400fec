import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/use-session';
import { retainStream, streamStatus } from './conversation-stream';

/**
 * Opens (or shares) the tab's event stream while the calling component is mounted, for the
 * member `viewerId`. Answers whether the queries should poll: true while the stream is not live.
 */
export function useConversationEvents(viewerId: number | undefined): boolean {
  const queryClient = useQueryClient();
  const { token } = useSession();
  useEffect(() => {
    if (!token || viewerId === undefined) return;
    return retainStream(queryClient, viewerId);
  }, [queryClient, token, viewerId]);
  return !useSyncExternalStore(streamStatus.subscribe, streamStatus.isLive);
}
