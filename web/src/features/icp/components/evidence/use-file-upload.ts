import {
  EVIDENCE_LIMITS,
  EVIDENCE_UPLOAD_EMPTY_MESSAGE,
  uploadTooLargeMessage,
  type EvidencePreview,
} from '@icp-studio/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { getEvidenceUpload, uploadEvidenceFile } from '../../api/evidence-upload';

/** How often the status of an upload being read is asked for. */
export const UPLOAD_POLL_MS = 400;

export type FileUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'reading'; percent: number; rowsRead: number }
  | { phase: 'ready'; uploadId: string; preview: EvidencePreview }
  | { phase: 'failed'; message: string };

/**
 * The check the server makes, made before sending: an empty file or one over 10 MB gets the server's
 * own message (the row the limit falls in is counted in the file's first 10 MB). Null when it may go.
 */
export async function checkFileBeforeUpload(file: Blob): Promise<string | null> {
  if (file.size === 0) return EVIDENCE_UPLOAD_EMPTY_MESSAGE;
  if (file.size <= EVIDENCE_LIMITS.maxBytes) return null;
  const head = new Uint8Array(await bytesOf(file.slice(0, EVIDENCE_LIMITS.maxBytes)));
  return uploadTooLargeMessage(head).message;
}

/** A blob's bytes (FileReader where `Blob.arrayBuffer` is missing: older browsers, jsdom). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * A client list file through the upload route (docs/evidence.md, "Uploads"): its bytes sent with the
 * upload's progress, then the status polled while the server reads the rows, ending with the preview
 * (and the uploadId to import) or the refusal's message. `reset` forgets it (and stops a running one).
 */
export function useFileUpload(icpId: string) {
  const [state, setState] = useState<FileUploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const reset = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState({ phase: 'idle' });
  }, []);

  const start = useCallback(
    async (file: Blob) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const { signal } = controller;
      const local = await checkFileBeforeUpload(file);
      if (signal.aborted) return;
      if (local) {
        setState({ phase: 'failed', message: local });
        return;
      }
      setState({ phase: 'uploading', percent: 0 });
      try {
        const { uploadId } = await uploadEvidenceFile(icpId, file, {
          signal,
          onProgress: (f) =>
            !signal.aborted && setState({ phase: 'uploading', percent: Math.round(f * 100) }),
        });
        setState({ phase: 'reading', percent: 0, rowsRead: 0 });
        while (!signal.aborted) {
          const status = await getEvidenceUpload(icpId, uploadId, { signal });
          if (signal.aborted) return;
          if (status.state === 'ready' && status.preview) {
            setState({ phase: 'ready', uploadId, preview: status.preview });
            return;
          }
          if (status.state === 'failed') {
            setState({ phase: 'failed', message: status.error?.message ?? 'The file could not be read.' });
            return;
          }
          setState({ phase: 'reading', percent: status.progress, rowsRead: status.rowsRead });
          await sleep(UPLOAD_POLL_MS, signal);
        }
      } catch (err) {
        if (signal.aborted) return;
        setState({
          phase: 'failed',
          message: getServerMessage(err, err instanceof Error ? err.message : 'The file could not be read.'),
        });
      }
    },
    [icpId],
  );

  return { state, start, reset };
}
