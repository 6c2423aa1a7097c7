import { useMutation } from '@tanstack/react-query';
import { ApiError, routeRequest } from '@/lib/api-client';
import { fileNameFromDisposition } from '@/lib/file-name';

export interface PdfDownload {
  blob: Blob;
  fileName: string;
}

/** docs/product.md §2: "playbook", a sanitised name, a timestamp, ".pdf" (used when the server names none). */
export function fallbackPdfFileName(name: string | undefined, now = new Date()): string {
  const safe = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 80);
  return `playbook-${safe ? `${safe}-` : ''}${now.getTime()}.pdf`;
}

/**
 * `GET /api/playbooks/{id}/export`: the PDF and the server's file name. Reports progress (0..1) while the
 * body arrives when the server tells its length.
 */
export async function exportPlaybookPdf(
  { id, name }: { id: string; name?: string },
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<PdfDownload> {
  const res = await fetch(routeRequest('exportPlaybook', { params: { id } }).url, {
    credentials: 'include',
    headers: { Accept: 'application/pdf' },
    signal,
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new ApiError(res.status, text);
  }
  const fileName =
    fileNameFromDisposition(res.headers.get('content-disposition')) ?? fallbackPdfFileName(name);
  const total = Number(res.headers.get('content-length') ?? 0);
  if (!res.body || !onProgress || !total) {
    return { blob: await res.blob(), fileName };
  }
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress(Math.min(1, received / total));
  }
  return { blob: new Blob(chunks, { type: res.headers.get('content-type') ?? 'application/pdf' }), fileName };
}

/** Saves a blob through a temporary link, as a download with the given file name. */
export function saveBlob({ blob, fileName }: PdfDownload) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportPlaybookPdf({ onProgress }: { onProgress?: (fraction: number) => void } = {}) {
  return useMutation({
    mutationFn: (input: { id: string; name?: string }) => exportPlaybookPdf(input, { onProgress }),
    onSuccess: saveBlob,
  });
}
