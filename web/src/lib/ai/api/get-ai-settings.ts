import type { AiSettings } from '@icp-studio/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';

/**
 * `GET /api/ai-settings`: the caller's own AI settings. `customApiKey` is always '' (the key is
 * write-only); `hasApiKey` tells whether one is stored.
 */
export function getAiSettings({ signal }: { signal?: AbortSignal } = {}): Promise<AiSettings> {
  return api.call('getAiSettings', { signal });
}

export const aiSettingsQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.settings(), queryFn: ({ signal }) => getAiSettings({ signal }) });

export function useAiSettings() {
  return useQuery(aiSettingsQueryOptions());
}
