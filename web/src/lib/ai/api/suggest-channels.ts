import type { Json } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cleanQuestions, cleanSuggestions, type AiSuggestionAnswer } from '../lib/suggestions';
import { aiKeys } from './ai-keys';

/** `POST /api/ai/suggest-channels` `{icpData}`: marketing channels the profile does not list yet. */
export async function suggestChannels(icpData: Record<string, Json>): Promise<AiSuggestionAnswer> {
  const res: { suggestions?: unknown; questions?: unknown } | undefined = await api.call('suggestChannels', {
    body: { icpData },
  });
  return { suggestions: cleanSuggestions(res?.suggestions), questions: cleanQuestions(res?.questions) };
}

export function useSuggestChannels() {
  return useMutation({ mutationKey: aiKeys.suggestion('channels'), mutationFn: suggestChannels });
}
