import type { UploadedFile } from '@acorn/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../api/upload-file';
import { UPLOAD_PURPOSE, type UploadSlot, uploadIssue } from '../lib/upload-rules';
import { useFailureText, useMessageText } from './use-message-text';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File }
  | { status: 'uploaded'; file: File; stored: UploadedFile }
  | { status: 'error'; file: File | null; message: string };

/**
 * A file chosen for the advisor's photo or CV goes to POST /api/files at once (decision 008);
 * the step then sends only its id. A file of the wrong type or size is refused before uploading.
 */
export function useFileUpload(slot: UploadSlot) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const failureText = useFailureText();
  const messageText = useMessageText();
  const controller = useRef<AbortController | null>(null);

  // The local preview lives as long as its file is the chosen one.
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  useEffect(() => () => controller.current?.abort(), []);

  const choose = useCallback(
    async (file: File | null) => {
      controller.current?.abort();
      controller.current = null;
      setPreviewUrl(null);
      if (!file) {
        setState({ status: 'idle' });
        return;
      }
      const issue = uploadIssue(slot, file);
      if (issue) {
        setState({ status: 'error', file, message: String(messageText(issue)) });
        return;
      }
      if (slot === 'photo') setPreviewUrl(URL.createObjectURL(file));
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'uploading', file });
      try {
        const stored = await uploadFile(file, UPLOAD_PURPOSE[slot], abort.signal);
        if (!abort.signal.aborted) setState({ status: 'uploaded', file, stored });
      } catch (error) {
        if (abort.signal.aborted) return;
        setPreviewUrl(null);
        setState({ status: 'error', file, message: failureText(error) });
      }
    },
    [slot, failureText, messageText],
  );

  return { state, previewUrl, choose };
}
