import type { Json, Messaging } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cleanSuggestions } from '../lib/suggestions';
import { aiKeys } from './ai-keys';

interface MessagingAnswer {
  valueProposition?: unknown;
  keyMessages?: unknown;
  messagingPillars?: unknown;
  suggestions?: MessagingAnswer;
}

/**
 * `POST /api/ai/generate-messaging` `{icpData}`: a value proposition, key messages and messaging
 * pillars. The spec allows them under `suggestions` or at the top level: `suggestions` wins.
 */
export async function generateMessaging(icpData: Record<string, Json>): Promise<Messaging> {
  const res: MessagingAnswer | undefined = await api.call('generateMessaging', { body: { icpData } });
  const m = res?.suggestions && typeof res.suggestions === 'object' ? res.suggestions : (res ?? {});
  return {
    valueProposition: typeof m.valueProposition === 'string' ? m.valueProposition.trim() : '',
    keyMessages: cleanSuggestions(m.keyMessages),
    messagingPillars: cleanSuggestions(m.messagingPillars),
  };
}

export function useGenerateMessaging() {
  return useMutation({ mutationKey: aiKeys.suggestion('messaging'), mutationFn: generateMessaging });
}
