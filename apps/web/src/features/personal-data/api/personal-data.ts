import {
  DEFAULT_LANGUAGE,
  type EraseAccountInput,
  errorResponseSchema,
  LANGUAGE_STORAGE_KEY,
  messageResponseSchema,
} from '@acorn/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';

/**
 * GET /api/me/export: the member's data as a zip, handed to the browser as a download. Once a day:
 * a second try answers `personal_data_export_limited`, worded by `errors:`.
 */
export async function downloadPersonalData(): Promise<void> {
  const headers: Record<string, string> = {
    'Accept-Language': localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE,
  };
  const { token } = sessionStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch('/api/me/export', { headers }).catch(() => {
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  });
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(
      parsed.success
        ? { status: response.status, ...parsed.data }
        : { status: response.status, code: `http_${response.status}`, message: response.statusText },
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'personal-data.zip';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** POST /api/me/delete: erases the account; the session is gone with it, so the app forgets it. */
export async function eraseAccount(input: EraseAccountInput): Promise<void> {
  await apiRequest('/api/me/delete', { method: 'POST', body: input, schema: messageResponseSchema });
  sessionStore.clear();
  queryClient.clear();
}
