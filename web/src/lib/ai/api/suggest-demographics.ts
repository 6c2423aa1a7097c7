import type { IcpType } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cleanQuestions, cleanSuggestions, type AiSuggestionAnswer } from '../lib/suggestions';
import { aiKeys } from './ai-keys';

export interface SuggestDemographicsInput {
  type: IcpType;
  /** The user's own trade (a profession id); `industry` is the client's. */
  profession?: string | null;
  industry?: string | null;
  context?: { companySize?: string | null; ageRange?: string | null; geographics?: string[] | null };
}

/**
 * `POST /api/ai/suggest-demographics`: suggestions phrased `Label: value` ("Company size: 10-50
 * employees"), which the wizard's keyword rule turns into field values.
 */
export async function suggestDemographics(input: SuggestDemographicsInput): Promise<AiSuggestionAnswer> {
  const body = {
    type: input.type,
    ...(input.profession ? { profession: input.profession } : {}),
    industry: input.industry?.trim() || null,
    context: {
      companySize: input.context?.companySize?.trim() || null,
      ageRange: input.context?.ageRange?.trim() || null,
      ...(input.context?.geographics?.length ? { geographics: input.context.geographics } : {}),
    },
  };
  const res: { suggestions?: unknown; questions?: unknown } | undefined = await api.call(
    'suggestDemographics',
    { body },
  );
  return { suggestions: cleanSuggestions(res?.suggestions), questions: cleanQuestions(res?.questions) };
}

export function useSuggestDemographics() {
  return useMutation({ mutationKey: aiKeys.suggestion('demographics'), mutationFn: suggestDemographics });
}
