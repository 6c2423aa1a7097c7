import type { AiConnectionTestRequest, AiConnectionTestResponse } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `POST /api/ai-settings/test`: the provider, URL and key as entered (an omitted key: the saved one, for
 * the saved provider and URL). Answers the provider's model list; a 400 says why it could not connect.
 */
export function testAiSettings(body: AiConnectionTestRequest): Promise<AiConnectionTestResponse> {
  return api.call('testAiSettings', { body });
}

export function useTestAiSettings() {
  return useMutation({ mutationFn: testAiSettings });
}
