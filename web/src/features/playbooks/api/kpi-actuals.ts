import type { PlaybookKpis } from '@icp-studio/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { playbookKeys } from './playbook-keys';

/** `GET /api/playbooks/{id}/kpis`: the KPIs with their actuals, status and trend (docs/product.md §17). */
export function usePlaybookKpis(id: string) {
  return useQuery({
    queryKey: playbookKeys.kpis(id),
    queryFn: ({ signal }): Promise<PlaybookKpis> => api.call('getPlaybookKpis', { params: { id }, signal }),
  });
}

export interface KpiActualInput {
  kpiKey: string;
  /** `2026-03`, `2026-Q1`, `2026-W05` or a day. */
  period: string;
}

/** `PUT .../kpis/{kpiKey}/actuals/{period}` and `DELETE` the same; the answer replaces the cached KPIs. */
export function useKpiActualMutations(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (kpis: PlaybookKpis) => queryClient.setQueryData(playbookKeys.kpis(id), kpis);
  const put = useMutation({
    mutationFn: ({ kpiKey, period, value }: KpiActualInput & { value: number }): Promise<PlaybookKpis> =>
      api.call('putKpiActual', { params: { id, kpiKey, period }, body: { value } }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: ({ kpiKey, period }: KpiActualInput): Promise<PlaybookKpis> =>
      api.call('deleteKpiActual', { params: { id, kpiKey, period } }),
    onSuccess,
  });
  return { put, remove };
}

/** `POST /api/playbooks/{id}/kpis/import` with the CSV text: all rows or none. */
export function useImportKpiActuals(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string): Promise<{ imported: number; kpis: PlaybookKpis }> =>
      api.call('importKpiActuals', { params: { id }, body: { csv } }),
    onSuccess: ({ kpis }) => queryClient.setQueryData(playbookKeys.kpis(id), kpis),
  });
}

/** The bad lines a refused import names (`line 3: ...`), in order. */
export function importErrorLines(error: unknown): string[] {
  if (!isApiError(error)) return [];
  try {
    const body = JSON.parse(error.body) as { fields?: { csv?: unknown } };
    const lines = body.fields?.csv;
    return Array.isArray(lines) ? lines.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}
