import type { AiComplianceFinding, CampaignSuggestion, Json } from '@icp-studio/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readCompliance } from '../lib/compliance';
import { aiKeys } from './ai-keys';

export interface SuggestCampaignsInput {
  icpData: Record<string, Json>;
  /** The channel names chosen in the playbook (step 3). */
  channels?: readonly string[];
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * Campaign ideas, and the compliance findings of their copy for a regulated trade (docs/compliance.md),
 * each finding's `path` naming the idea as shown (`1.objective`).
 */
export interface CampaignIdeasAnswer {
  ideas: CampaignSuggestion[];
  compliance: AiComplianceFinding[];
}

/** `POST /api/ai/suggest-campaigns` `{icpData, channels}`: campaign ideas with an objective and a timeline. */
export async function suggestCampaigns({
  icpData,
  channels = [],
}: SuggestCampaignsInput): Promise<CampaignIdeasAnswer> {
  const names = [...new Set(channels.map((c) => c.trim()).filter(Boolean))].slice(0, 50);
  const res: { suggestions?: unknown } | undefined = await api.call('suggestCampaigns', {
    body: { icpData, channels: names },
  });
  const raw = Array.isArray(res?.suggestions) ? (res.suggestions as unknown[]) : [];
  const findings = readCompliance(res);
  const ideas: CampaignSuggestion[] = [];
  const compliance: AiComplianceFinding[] = [];
  raw.forEach((item, index) => {
    if (!item || typeof item !== 'object') return;
    const c = item as Record<string, unknown>;
    const name = text(c.name);
    if (!name) return;
    const channel = text(c.channel);
    // The findings of this idea, under its place among the ideas kept.
    for (const f of findings) {
      const [at, ...rest] = f.path.split('.');
      if (at === String(index)) compliance.push({ ...f, path: [ideas.length, ...rest].join('.') });
    }
    ideas.push({
      name,
      objective: text(c.objective),
      timeline: text(c.timeline),
      ...(channel ? { channel } : {}),
    });
  });
  return { ideas, compliance };
}

export function useSuggestCampaigns() {
  return useMutation({ mutationKey: aiKeys.suggestion('campaigns'), mutationFn: suggestCampaigns });
}
