import type { Draft } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { icpKeys } from './icp-keys';

export const DRAFT_LOAD_ERROR = 'Failed to load draft';

/** `GET /api/drafts/{id}`; any failure reads "Failed to load draft" (docs/product.md §8). */
export async function getDraft(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Draft> {
  try {
    return await api.call('getDraft', { params: { id }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(DRAFT_LOAD_ERROR, { cause: error });
  }
}

export const draftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: icpKeys.draft(id),
    queryFn: ({ signal }) => getDraft(id, { signal }),
    // A draft is read once to seed the wizard; later saves come from the wizard itself.
    gcTime: 0,
  });

export function useDraft(id: string | null | undefined) {
  return useQuery({ ...draftQueryOptions(id ?? ''), enabled: Boolean(id) });
}
