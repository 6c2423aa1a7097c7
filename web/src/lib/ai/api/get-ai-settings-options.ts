import type { AiSettingsOptions } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';

/**
 * `GET /api/ai-settings/options`: the providers and models on offer, and what "built-in AI" means on
 * this installation (the operator's provider, or the offline engine).
 */
export function getAiSettingsOptions({ signal }: { signal?: AbortSignal } = {}): Promise<AiSettingsOptions> {
  return api.call('aiSettingsOptions', { signal });
}

export const aiSettingsOptionsQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.options(), queryFn: ({ signal }) => getAiSettingsOptions({ signal }) });

export function useAiSettingsOptions() {
  return useQuery(aiSettingsOptionsQueryOptions());
}
