import type { MessagingSuggestions } from '../components/ai-messaging-panel';
import { campaignIdeasToText, type CampaignIdea } from '../components/ai-campaigns-panel';
import type { PlaybookFormValues } from './playbook-form';

/**
 * What Apply on the AI messaging panel writes into the form: the value proposition (when suggested),
 * the key messages added to those already there (no duplicates), the pillars as a list (one row each in
 * the pillars editor, stored as the generated playbook stores them).
 */
export function messagingPatch(
  current: Pick<PlaybookFormValues, 'keyMessages'>,
  s: MessagingSuggestions,
): Partial<Pick<PlaybookFormValues, 'valueProposition' | 'keyMessages' | 'messagingPillars'>> {
  const patch: Partial<Pick<PlaybookFormValues, 'valueProposition' | 'keyMessages' | 'messagingPillars'>> =
    {};
  if (s.valueProposition?.trim()) patch.valueProposition = s.valueProposition.trim();
  if (s.keyMessages?.length) {
    const merged = [...(current.keyMessages ?? [])];
    for (const message of s.keyMessages) {
      const m = message.trim();
      if (m && !merged.some((x) => x.trim().toLowerCase() === m.toLowerCase())) merged.push(m);
    }
    patch.keyMessages = merged;
  }
  const pillars = (s.messagingPillars ?? []).map((p) => p.trim()).filter(Boolean);
  if (pillars.length) patch.messagingPillars = JSON.stringify(pillars);
  return patch;
}

/** What Apply on the AI campaign ideas panel writes into the form: the Campaigns field, as campaign structure. */
export function campaignsPatch(ideas: CampaignIdea[]): Pick<PlaybookFormValues, 'campaigns'> {
  return { campaigns: campaignIdeasToText(ideas) };
}
