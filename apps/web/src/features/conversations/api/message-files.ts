import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } from '@acorn/contracts';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/**
 * A message's file is served to the conversation's two members only, so it is fetched with the
 * session's token and shown from memory (an <img> or a new tab cannot send the token).
 */
export async function fetchMessageFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const { token } = sessionStore.get();
  const response = await fetch(url, {
    headers: {
      'Accept-Language': localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      code: `http_${response.status}`,
      message: response.statusText,
    });
  }
  return response.blob();
}

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
