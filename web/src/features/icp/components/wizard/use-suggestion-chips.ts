import type { IcpFields } from '@icp-studio/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { addListEntry } from '@/components/ui/tag-list-input';
import { notify, notifySuccess } from '@/lib/toast';
import { matchDemographicSuggestion } from '../../lib/demographic-suggestion';
import type { AiFilledFields } from '../../lib/field-sources';
import type { IcpFormValues } from '../../lib/icp-form';
import type { SuggestionChipsProps, SuggestionField } from '../suggestion-chips';
import { demographicStillUseful, useAiSuggestions, type WizardSuggestions } from './use-ai-suggestions';

const NO_SUGGESTIONS: WizardSuggestions = { demographics: [], painPoints: [], channels: [] };

/** Whether a list already holds an entry (trimmed, case-insensitive), as the list inputs compare. */
const listHas = (list: readonly string[], entry: string) =>
  list.some((item) => item.trim().toLocaleLowerCase() === entry.trim().toLocaleLowerCase());

const fieldUpdate = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;

/**
 * The wizard's AI suggestion chips (docs/product.md §2): 'Get AI suggestions' fills them; accepting one
 * adds it to the form and records the field as AI-suggested in `aiFilled` (docs/evidence.md, "Evidence
 * ledger"). Answers the props of the three `SuggestionChips` (client details, pain points, channels).
 */
export function useSuggestionChips(
  form: UseFormReturn<IcpFormValues, unknown, IcpFields>,
  aiFilled: RefObject<AiFilledFields>,
): Record<SuggestionField, SuggestionChipsProps> {
  const { control, getValues, setValue } = form;
  const [suggestions, setSuggestions] = useState(NO_SUGGESTIONS);
  const ai = useAiSuggestions({ getValues, setSuggestions });
  const type = useWatch({ control, name: 'type' });
  const [painPointList, channelList] = useWatch({ control, name: ['painPoints', 'preferredChannels'] });
  const drop = (field: SuggestionField, suggestion: string) =>
    setSuggestions((prev) => ({ ...prev, [field]: prev[field].filter((s) => s !== suggestion) }));
  // Demographic ideas are for one type: switching b2b/b2c clears them.
  useEffect(() => {
    setSuggestions((prev) => (prev.demographics.length ? { ...prev, demographics: [] } : prev));
  }, [type]);

  const acceptDemographic = (suggestion: string) => {
    const match = matchDemographicSuggestion(getValues(), suggestion, getValues('type'));
    if (!match) {
      notify({ title: 'Unable to parse AI suggestion. Please copy manually.', type: 'info' });
      return;
    }
    if (match.field === 'geographics') {
      setValue('geographics', [...getValues('geographics'), match.value], fieldUpdate);
    } else if (match.field === 'gender') {
      setValue('gender', match.value as IcpFormValues['gender'], fieldUpdate);
    } else {
      setValue(match.field, match.value, fieldUpdate);
    }
    aiFilled.current.accepted(match.field, getValues(match.field));
    // Its field is now filled: other ideas for the same field go too (they could no longer be added).
    setSuggestions((prev) => ({
      ...prev,
      demographics: prev.demographics.filter(
        (s) => s !== suggestion && demographicStillUseful(getValues(), s),
      ),
    }));
    notifySuccess('Suggestion added to your profile');
  };

  const acceptListSuggestion = (field: 'painPoints' | 'channels') => (suggestion: string) => {
    const name = field === 'painPoints' ? 'painPoints' : 'preferredChannels';
    const current = getValues(name);
    const next = addListEntry(current, suggestion);
    if (next !== current) setValue(name, [...next], fieldUpdate);
    aiFilled.current.accepted(name, getValues(name));
    drop(field, suggestion);
    notifySuccess(
      field === 'painPoints' ? 'Pain point added to your profile' : 'Channel added to your profile',
    );
  };

  return {
    demographics: {
      field: 'demographics',
      suggestions: suggestions.demographics,
      onAccept: acceptDemographic,
      onRequest: () => void ai.request('demographics'),
      loading: ai.loading.demographics,
      questions: ai.questions.demographics,
    },
    painPoints: {
      field: 'painPoints',
      suggestions: suggestions.painPoints.filter((s) => !listHas(painPointList, s)),
      onAccept: acceptListSuggestion('painPoints'),
      onRequest: () => void ai.request('painPoints'),
      loading: ai.loading.painPoints,
      questions: ai.questions.painPoints,
    },
    channels: {
      field: 'channels',
      suggestions: suggestions.channels.filter((s) => !listHas(channelList, s)),
      onAccept: acceptListSuggestion('channels'),
      onRequest: () => void ai.request('channels'),
      loading: ai.loading.channels,
      questions: ai.questions.channels,
    },
  };
}
