import type { ColumnMapping, Evidence, EvidencePreview } from '@icp-studio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** A profile's customer evidence: its import and report, and its fit list (under the profile's key). */
export const evidenceKeys = {
  all: (id: string) => [...icpKeys.detail(id), 'evidence'] as const,
  report: (id: string) => [...evidenceKeys.all(id), 'report'] as const,
  fit: (id: string, page: { limit: number; offset: number }) =>
    [...evidenceKeys.all(id), 'fit', page] as const,
};

export interface EvidenceUploadInput {
  id: string;
  csv: string;
  mapping?: ColumnMapping;
}

/** `POST /api/icps/{id}/evidence/preview`: the file read and a mapping proposed; nothing is stored. */
export function previewEvidence({ id, csv, mapping }: EvidenceUploadInput): Promise<EvidencePreview> {
  return api.call('previewIcpEvidence', { params: { id }, body: { csv, mapping } });
}

/** What an import takes: the CSV text (a paste), or an upload read by the server (its uploadId). */
export type EvidenceImportInput = { id: string; mapping?: ColumnMapping } & (
  { csv: string } | { uploadId: string }
);

/** `PUT /api/icps/{id}/evidence`: replaces the profile's client list (all rows or a 400). */
export function importEvidence({ id, mapping, ...source }: EvidenceImportInput): Promise<Evidence> {
  return api.call('importIcpEvidence', { params: { id }, body: { ...source, mapping } });
}

/** `GET /api/icps/{id}/evidence`: the import and its report (nulls before any import). */
export function getEvidence(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Evidence> {
  return api.call('getIcpEvidence', { params: { id }, signal });
}

/** `GET /api/icps/{id}/evidence/fit`: one page of scored clients, best fit first. */
export function getEvidenceFit(
  id: string,
  page: { limit: number; offset: number },
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.callPage('listIcpEvidenceFit', { params: { id }, query: page, signal });
}

/** `DELETE /api/icps/{id}/evidence`. */
export function deleteEvidence(id: string): Promise<unknown> {
  return api.call('deleteIcpEvidence', { params: { id } });
}

export function useEvidence(id: string) {
  return useQuery({
    queryKey: evidenceKeys.report(id),
    queryFn: ({ signal }) => getEvidence(id, { signal }),
  });
}

export function useEvidenceFit(id: string, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: evidenceKeys.fit(id, page),
    queryFn: ({ signal }) => getEvidenceFit(id, page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePreviewEvidence() {
  return useMutation({ mutationFn: previewEvidence });
}

export function useImportEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEvidence,
    onSuccess: (evidence, { id }) => {
      queryClient.setQueryData(evidenceKeys.report(id), evidence);
      void queryClient.invalidateQueries({ queryKey: [...evidenceKeys.all(id), 'fit'] });
    },
  });
}

export function useDeleteEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvidence,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Evidence>(evidenceKeys.report(id), { import: null, report: null });
      queryClient.removeQueries({ queryKey: [...evidenceKeys.all(id), 'fit'] });
    },
  });
}
