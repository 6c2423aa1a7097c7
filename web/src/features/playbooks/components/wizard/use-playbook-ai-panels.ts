import type { AiComplianceFinding, Icp } from '@icp-studio/contracts';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useGenerateMessaging } from '@/lib/ai/api/generate-messaging';
import { useSuggestCampaigns } from '@/lib/ai/api/suggest-campaigns';
import { notifyAiError } from '@/lib/ai/lib/ai-error';
import { profileToIcpData } from '@/lib/ai/lib/icp-data';
import { notify, notifySuccess } from '@/lib/toast';
import { campaignsPatch, messagingPatch } from '../../lib/ai-apply';
import type { PlaybookFormField, PlaybookFormValues } from '../../lib/playbook-form';
import {
  GENERATE_CAMPAIGNS_FAILED,
  type AiCampaignsPanelProps,
  type CampaignIdea,
} from '../ai-campaigns-panel';
import {
  GENERATE_MESSAGING_FAILED,
  type AiMessagingPanelProps,
  type MessagingSuggestions,
} from '../ai-messaging-panel';

/**
 * The wizard's AI panels: 'Generate messaging' (step 2) and 'Suggest campaigns' (step 4), each answer
 * shown for review until Apply (which fills the form) or Dismiss. Both work from the profile; without
 * one they say why. Answers the props of `AiMessagingPanel` and `AiCampaignsPanel`.
 */
export function usePlaybookAiPanels(
  form: UseFormReturn<PlaybookFormValues>,
  profile: Icp | null,
): { messaging: AiMessagingPanelProps; campaigns: AiCampaignsPanelProps } {
  const { getValues, setValue, control } = form;
  const [messagingSuggestions, setMessagingSuggestions] = useState<MessagingSuggestions | null>(null);
  const [campaignIdeas, setCampaignIdeas] = useState<CampaignIdea[] | null>(null);
  const [campaignCompliance, setCampaignCompliance] = useState<AiComplianceFinding[]>([]);
  const generateMessaging = useGenerateMessaging();
  const suggestCampaigns = useSuggestCampaigns();

  // A fix in Settings opens them in a new tab: leaving would lose the unsaved playbook.
  const openSettings = () => window.open('/settings', '_blank', 'noopener');
  const aiUnavailable = profile ? null : 'Choose a client profile on step 1 first: the AI works from it.';
  const selectedChannels = useWatch({ control, name: 'selectedChannels' }) ?? [];

  const onGenerateMessaging = async () => {
    if (!profile) return;
    try {
      const m = await generateMessaging.mutateAsync(profileToIcpData(profile));
      if (!m.valueProposition && !m.keyMessages.length && !m.messagingPillars.length) {
        notify({ title: 'No suggestions this time', description: 'Please try again.', type: 'info' });
        return;
      }
      setMessagingSuggestions(m);
      notifySuccess('AI Suggestions Ready', 'Review the messaging, then Apply it to your playbook.');
    } catch (error) {
      notifyAiError(GENERATE_MESSAGING_FAILED, error, openSettings);
    }
  };

  const onSuggestCampaigns = async () => {
    if (!profile) return;
    try {
      const { ideas, compliance } = await suggestCampaigns.mutateAsync({
        icpData: profileToIcpData(profile),
        channels: getValues('selectedChannels') ?? [],
      });
      if (!ideas.length) {
        notify({ title: 'No suggestions this time', description: 'Please try again.', type: 'info' });
        return;
      }
      setCampaignIdeas(ideas);
      setCampaignCompliance(compliance);
      notifySuccess('AI Suggestions Ready', 'Review the campaign ideas, then Apply them to your playbook.');
    } catch (error) {
      notifyAiError(GENERATE_CAMPAIGNS_FAILED, error, openSettings);
    }
  };

  const applyMessaging = (s: MessagingSuggestions) => {
    for (const [key, value] of Object.entries(messagingPatch(getValues(), s))) {
      setValue(key as PlaybookFormField, value, { shouldDirty: true, shouldValidate: true });
    }
    setMessagingSuggestions(null);
    notifySuccess('Applied', 'The messaging suggestions were added to your playbook.');
  };

  const applyCampaigns = (ideas: CampaignIdea[]) => {
    setValue('campaigns', campaignsPatch(ideas).campaigns, { shouldDirty: true, shouldValidate: true });
    setCampaignIdeas(null);
    notifySuccess('Applied', 'The campaign ideas were added to your playbook.');
  };

  return {
    messaging: {
      suggestions: messagingSuggestions,
      onApply: applyMessaging,
      onDismiss: () => setMessagingSuggestions(null),
      onGenerate: () => void onGenerateMessaging(),
      generating: generateMessaging.isPending,
      unavailableReason: aiUnavailable,
    },
    campaigns: {
      suggestions: campaignIdeas,
      onApply: applyCampaigns,
      onDismiss: () => setCampaignIdeas(null),
      onGenerate: () => void onSuggestCampaigns(),
      generating: suggestCampaigns.isPending,
      channels: selectedChannels,
      unavailableReason: aiUnavailable,
      compliance: campaignCompliance,
    },
  };
}
