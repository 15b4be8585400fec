import {
  DEFAULT_LANGUAGE,
  errorResponseSchema,
  type FilePurpose,
  LANGUAGE_STORAGE_KEY,
  type UploadedFile,
  uploadedFileSchema,
} from '@acorn/contracts';
import { ApiError, apiFile } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';

const headers = (): Record<string, string> => {
  const { token } = sessionStore.get();
  return {
    Accept: 'application/json',
    'Accept-Language': localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
};

async function failure(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) return new ApiError({ status: response.status, ...parsed.data });
  return new ApiError({
    status: response.status,
    code: `http_${response.status}`,
    message: response.statusText || `HTTP ${response.status}`,
  });
}

/**
 * POST /api/files (multipart: `file` and `purpose`): `image` is a public PNG or JPEG, `document`
 * a private image or PDF. Answers the stored file; its id goes into the form that uses it.
 */
export async function uploadFile(
  file: File,
  purpose: FilePurpose,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/files', { method: 'POST', headers: headers(), body, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  }
  if (!response.ok) throw await failure(response);
  const parsed = uploadedFileSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: 'Invalid response' });
  }
  return parsed.data;
}

/** Private files are served through /api/protected/files/<id>, which needs the session's token. */
const isProtectedUrl = (url: string) => url.startsWith('/api/protected/');

/**
 * Opens a stored file in a new tab. Public files open by their address; private ones are fetched
 * with the session's token and shown from memory. The tab opens at once (before the download),
 * so browsers do not take it for an unwanted pop-up.
 */
export async function openStoredFile(url: string): Promise<void> {
  if (!isProtectedUrl(url)) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const tab = window.open('about:blank', '_blank');
  try {
    const objectUrl = URL.createObjectURL((await apiFile(url)).blob);
    if (tab) tab.location.href = objectUrl;
    else window.location.assign(objectUrl);
    // The tab has read it by then; the memory is released.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
