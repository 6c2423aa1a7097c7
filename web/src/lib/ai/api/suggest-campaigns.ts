import type { CampaignSuggestion, Json } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aiKeys } from './ai-keys';

export interface SuggestCampaignsInput {
  icpData: Record<string, Json>;
  /** The channel names chosen in the playbook (step 3). */
  channels?: readonly string[];
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** `POST /api/ai/suggest-campaigns` `{icpData, channels}`: campaign ideas with an objective and a timeline. */
export async function suggestCampaigns({ icpData, channels = [] }: SuggestCampaignsInput) {
  const names = [...new Set(channels.map((c) => c.trim()).filter(Boolean))].slice(0, 50);
  const res: { suggestions?: unknown } | undefined = await api.call('suggestCampaigns', {
    body: { icpData, channels: names },
  });
  const raw = Array.isArray(res?.suggestions) ? (res.suggestions as unknown[]) : [];
  return raw.flatMap((item): CampaignSuggestion[] => {
    if (!item || typeof item !== 'object') return [];
    const c = item as Record<string, unknown>;
    const name = text(c.name);
    if (!name) return [];
    const channel = text(c.channel);
    return [
      { name, objective: text(c.objective), timeline: text(c.timeline), ...(channel ? { channel } : {}) },
    ];
  });
}

export function useSuggestCampaigns() {
  return useMutation({ mutationKey: aiKeys.suggestion('campaigns'), mutationFn: suggestCampaigns });
}
