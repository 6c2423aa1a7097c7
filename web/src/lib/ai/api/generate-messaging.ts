import type { AiComplianceFinding, Json, Messaging } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readCompliance } from '../lib/compliance';
import { cleanSuggestions } from '../lib/suggestions';
import { aiKeys } from './ai-keys';

interface MessagingAnswer {
  valueProposition?: unknown;
  keyMessages?: unknown;
  messagingPillars?: unknown;
  suggestions?: MessagingAnswer;
}

/** The messaging, and the compliance findings of its copy when the profile's trade has rules. */
export type MessagingAnswerOf = Messaging & { compliance?: AiComplianceFinding[] };

/**
 * `POST /api/ai/generate-messaging` `{icpData}`: a value proposition, key messages and messaging
 * pillars. The spec allows them under `suggestions` or at the top level: `suggestions` wins. For a
 * regulated trade the answer's `compliance` findings come along (docs/compliance.md).
 */
export async function generateMessaging(icpData: Record<string, Json>): Promise<MessagingAnswerOf> {
  const res: MessagingAnswer | undefined = await api.call('generateMessaging', { body: { icpData } });
  const m = res?.suggestions && typeof res.suggestions === 'object' ? res.suggestions : (res ?? {});
  const compliance = readCompliance(res);
  return {
    valueProposition: typeof m.valueProposition === 'string' ? m.valueProposition.trim() : '',
    keyMessages: cleanSuggestions(m.keyMessages),
    messagingPillars: cleanSuggestions(m.messagingPillars),
    ...(compliance.length ? { compliance } : {}),
  };
}

export function useGenerateMessaging() {
  return useMutation({ mutationKey: aiKeys.suggestion('messaging'), mutationFn: generateMessaging });
}
