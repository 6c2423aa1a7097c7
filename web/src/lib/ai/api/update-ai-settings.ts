import type { AiSettings, AiSettingsRequest } from '@icp-studio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';

/**
 * `PUT /api/ai-settings`. `customApiKey`: a non-blank value replaces the stored key, `null` removes
 * it, omitted or '' keeps it (unless the provider changes: the server then drops it). Answers the
 * saved settings, with the key blank, and a `warning` when a custom URL's host did not resolve at save time.
 */
export function updateAiSettings(body: AiSettingsRequest): Promise<AiSettings> {
  return api.call('putAiSettings', { body });
}

export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiSettings,
    onSuccess: ({ warning: _warning, ...saved }) => {
      // The warning belongs to this save's answer (the form shows it), not to the stored settings.
      queryClient.setQueryData(aiKeys.settings(), saved);
    },
  });
}
