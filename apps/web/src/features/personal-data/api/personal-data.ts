import { type EraseAccountInput, messageResponseSchema, PERSONAL_DATA_DOCUMENT_NAME } from '@acorn/contracts';
import { apiFile, apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';

/**
 * GET /api/me/export: the member's data as a zip, handed to the browser as a download. Once a day:
 * a second try answers `personal_data_export_limited`, worded by `errors:`.
 */
export async function downloadPersonalData(): Promise<void> {
  const { blob, filename } = await apiFile('/api/me/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? PERSONAL_DATA_DOCUMENT_NAME.replace(/\.json$/, '.zip');
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
