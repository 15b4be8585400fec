import {
  DEFAULT_LANGUAGE,
  errorResponseSchema,
  type FilePurpose,
  LANGUAGE_STORAGE_KEY,
  type UploadedFile,
  uploadedFileSchema,
} from '@acorn/contracts';
import { ApiError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

/**
 * POST /api/files (multipart: `file` and `purpose`): `image` stores a public PNG/JPEG, `document`
 * a private PNG/JPEG/PDF. Failures come back as ApiError, like every other call.
 */
export async function uploadFile(
  file: File,
  purpose: FilePurpose,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE,
  };
  const { token } = sessionStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch('/api/files', { method: 'POST', headers, body, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network_error', message: 'Network error' });
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorResponseSchema.safeParse(payload);
    if (parsed.success) throw new ApiError({ status: response.status, ...parsed.data });
    throw new ApiError({
      status: response.status,
      code: `http_${response.status}`,
      message: response.statusText || `HTTP ${response.status}`,
    });
  }
  const parsed = uploadedFileSchema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: parsed.error.message });
  }
  return parsed.data;
}
