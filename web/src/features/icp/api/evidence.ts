import type {
  ColumnMapping,
  Evidence,
  EvidenceFitSort,
  EvidencePreview,
  EvidenceWithFit,
  ProspectScoreResult,
} from '@icp-studio/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

/** A profile's customer evidence: its import and report, and its fit list (under the profile's key). */
export const evidenceKeys = {
  all: (id: string) => [...icpKeys.detail(id), 'evidence'] as const,
  report: (id: string) => [...evidenceKeys.all(id), 'report'] as const,
  fit: (id: string, page: FitPageQuery) => [...evidenceKeys.all(id), 'fit', page] as const,
};

/** A page of the fit list and its order (`sort=fit|value`, `order=asc|desc`; default fit, desc). */
export interface FitPageQuery {
  limit: number;
  offset: number;
  sort?: EvidenceFitSort;
  order?: 'asc' | 'desc';
}

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
export function importEvidence({ id, mapping, ...source }: EvidenceImportInput): Promise<EvidenceWithFit> {
  return api.call('importIcpEvidence', { params: { id }, body: { ...source, mapping } });
}

/** `GET /api/icps/{id}/evidence`: the import and its report (nulls before any import). */
export function getEvidence(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<EvidenceWithFit> {
  return api.call('getIcpEvidence', { params: { id }, signal });
}

/** `GET /api/icps/{id}/evidence/fit`: one page of scored clients, best fit first unless sorted otherwise. */
export function getEvidenceFit(id: string, page: FitPageQuery, { signal }: { signal?: AbortSignal } = {}) {
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

/** `POST /api/icps/{id}/evidence/score`: a prospect list scored against the profile, best first; stores nothing. */
export function scoreProspects({
  id,
  csv,
  limit,
}: {
  id: string;
  csv: string;
  limit?: number;
}): Promise<ProspectScoreResult> {
  return api.call('scoreIcpProspects', { params: { id }, body: { csv, ...(limit ? { limit } : {}) } });
}

export function useScoreProspects() {
  return useMutation({ mutationFn: scoreProspects });
}

export function useEvidenceFit(id: string, page: FitPageQuery) {
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
      void queryClient.invalidateQueries({ queryKey: [...evidenceKeys.all(id), 'ledger'] });
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
      void queryClient.invalidateQueries({ queryKey: [...evidenceKeys.all(id), 'ledger'] });
    },
  });
}
