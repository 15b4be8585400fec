import { apiFile } from '../../../lib/api-client';

/** A message's file: served to the conversation's two members only, so fetched with the session's token. */
export const fetchMessageFile = async (url: string, signal?: AbortSignal): Promise<Blob> =>
  (await apiFile(url, { signal })).blob;

/** Opens a message's file in a new tab; the tab opens at once so it is not taken for a pop-up. */
export async function openMessageFile(url: string): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const objectUrl = URL.createObjectURL(await fetchMessageFile(url));
    if (tab) tab.location.href = objectUrl;
    else window.location.assign(objectUrl);
    // The tab has read it by then; the memory is released.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
