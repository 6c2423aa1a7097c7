import type { EvidenceUploadAccepted, EvidenceUploadStatus } from '@icp-studio/contracts';
import { ApiError, api, routeRequest } from '@/lib/api-client';
import { reportSessionExpired } from '@/lib/session-events';

/**
 * `POST /api/icps/{id}/evidence/uploads` (docs/evidence.md, "Uploads"): the file's bytes as the body,
 * with the upload's progress (0-1) as the browser sends it (XMLHttpRequest: fetch reports none). A
 * refusal rejects with an ApiError like every other call (its message names the problem and the row).
 */
export function uploadEvidenceFile(
  id: string,
  file: Blob,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<EvidenceUploadAccepted> {
  const { method, url } = routeRequest('uploadIcpEvidence', { params: { id } });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type && /^text\//.test(file.type) ? file.type : 'text/csv');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as EvidenceUploadAccepted);
        } catch {
          reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
        }
        return;
      }
      if (xhr.status === 401) reportSessionExpired();
      reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('The file could not be sent: check your connection.'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** `GET /api/icps/{id}/evidence/uploads/{uploadId}`: the upload's state, progress, preview or error. */
export function getEvidenceUpload(
  id: string,
  uploadId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EvidenceUploadStatus> {
  return api.call('getIcpEvidenceUpload', { params: { id, uploadId }, signal });
}
