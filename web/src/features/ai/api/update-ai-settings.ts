import type { AiSettings, AiSettingsRequest } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';

/**
 * `PUT /api/ai-settings`. `customApiKey`: a non-blank value replaces the stored key, `null` removes
 * it, omitted or '' keeps it (unless the provider changes: the server then drops it). Answers the
 * saved settings, with the key blank.
 */
export function updateAiSettings(body: AiSettingsRequest): Promise<AiSettings> {
  return api.put<AiSettings>('/api/ai-settings', body);
}

export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(aiKeys.settings(), saved);
    },
  });
}
