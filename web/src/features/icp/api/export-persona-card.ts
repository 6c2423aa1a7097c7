import { useMutation } from '@tanstack/react-query';
import { ApiError, routeRequest } from '@/lib/api-client';
import { fileNameFromDisposition } from '@/lib/file-name';
import type { ExportedFile } from './export-icp-pdf';

/**
 * `GET /api/icps/{id}/export/persona.png`: the profile's persona card as a PNG image, with the server's
 * file name (docs/product.md §2, "Persona card"). A non-OK answer raises the same `ApiError` as every call.
 */
export async function exportPersonaCard({ id }: { id: string }): Promise<ExportedFile> {
  const res = await fetch(routeRequest('exportIcpPersonaCard', { params: { id } }).url, {
    credentials: 'include',
    headers: { Accept: 'image/png' },
  });
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new ApiError(res.status, text);
  }
  const blob = await res.blob();
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition')) ?? 'persona-card.png';
  return { blob, fileName };
}

export function useExportPersonaCard() {
  return useMutation({ mutationFn: exportPersonaCard });
}
