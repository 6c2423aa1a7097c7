import { ApiError } from '@/lib/api-client';
import { fileNameFromDisposition } from '@/lib/file-name';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * A file route's answer (an export): its bytes and the server's file name (`Content-Disposition`), or
 * `fallbackName` when it names none. A non-OK answer raises the same `ApiError` as every other call.
 */
export async function fetchDownload(url: string, fallbackName: string): Promise<DownloadedFile> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new ApiError(res.status, text);
  }
  const blob = await res.blob();
  return { blob, fileName: fileNameFromDisposition(res.headers.get('content-disposition')) ?? fallbackName };
}

/** Hands a file to the browser as a download. */
export function saveDownload({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
