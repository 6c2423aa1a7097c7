import { useMutation } from '@tanstack/react-query';
import { ApiError, routeRequest } from '@/lib/api-client';
import { fileNameFromDisposition } from '@/lib/file-name';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/** The spec's name when the server sends none: icp, the profile name, a timestamp, .pdf. */
export function fallbackPdfName(profileName: string, now = new Date()): string {
  const safe =
    profileName
      .trim()
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'profile';
  const stamp = now.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  return `icp-${safe}-${stamp}.pdf`;
}

/**
 * `GET /api/icps/{id}/export`: the profile as a PDF, with the server's file name. A non-OK answer
 * raises the same `ApiError` as every other call.
 */
export async function exportIcpPdf({
  id,
  name,
  evidence,
}: {
  id: string;
  name: string;
  /** Close the document with the Evidence page (aggregate figures of the client list; docs/evidence.md). */
  evidence?: boolean;
}): Promise<ExportedFile> {
  const query = evidence ? { evidence: 'true' as const } : {};
  const res = await fetch(routeRequest('exportIcp', { params: { id }, query }).url, {
    credentials: 'include',
    headers: { Accept: 'application/pdf' },
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new ApiError(res.status, text);
  }
  const blob = await res.blob();
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition')) ?? fallbackPdfName(name);
  return { blob, fileName };
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ blob, fileName }: ExportedFile) {
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

export function useExportIcpPdf() {
  return useMutation({ mutationFn: exportIcpPdf });
}
