import { useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSuggestChannels } from '@/lib/ai/api/suggest-channels';
import { useSuggestDemographics } from '@/lib/ai/api/suggest-demographics';
import { useSuggestPainPoints } from '@/lib/ai/api/suggest-pain-points';
import { notifyAiError } from '@/lib/ai/lib/ai-error';
import { toIcpData } from '@/lib/ai/lib/icp-data';
import { cleanSuggestions, type AiQuestion, type AiSuggestionAnswer } from '@/lib/ai/lib/suggestions';
import { notify } from '@/lib/toast';
import { matchDemographicSuggestion } from '../../lib/demographic-suggestion';
import { emptyIcpForm, toIcpPayload, type IcpFormValues } from '../../lib/icp-form';
import type { SuggestionField } from '../suggestion-chips';

export type WizardSuggestions = Record<SuggestionField, string[]>;

export const FAILED_SUGGESTIONS = 'Failed to generate suggestions';

const WHAT: Record<SuggestionField, string> = {
  demographics: 'your client details',
  painPoints: 'pain points',
  channels: 'channels',
};

/**
 * Whether a demographic suggestion can still go somewhere. One the keyword rule understands but whose
 * field is already filled (or whose location is already listed) is left out: the user has that. One
 * the rule does not understand stays: accepting it says 'Unable to parse AI suggestion...' (spec 8).
 */
export function demographicStillUseful(form: IcpFormValues, suggestion: string): boolean {
  const understood = matchDemographicSuggestion(
    { ...emptyIcpForm(), type: form.type },
    suggestion,
    form.type,
  );
  return !understood || matchDemographicSuggestion(form, suggestion, form.type) !== null;
}

/** What is on offer for a field: the AI's answer without what the form already holds, no repeats. */
export function usefulSuggestions(field: SuggestionField, raw: readonly string[], form: IcpFormValues) {
  if (field === 'painPoints') return cleanSuggestions(raw, form.painPoints);
  if (field === 'channels') return cleanSuggestions(raw, form.preferredChannels);
  return cleanSuggestions(raw).filter((s) => demographicStillUseful(form, s));
}

/**
 * The wizard's three AI calls (docs/product.md §2 and 7): demographics from the type, industry, company
 * size and age range; pain points and channels from the whole form. Each answer replaces that field's
 * chips and says 'AI Suggestions Ready'; a failure says 'Failed to generate suggestions' with the reason.
 */
export function useAiSuggestions({
  getValues,
  setSuggestions,
}: {
  getValues: () => IcpFormValues;
  setSuggestions: Dispatch<SetStateAction<WizardSuggestions>>;
}) {
  const navigate = useNavigate();
  const demographics = useSuggestDemographics();
  const painPoints = useSuggestPainPoints();
  const channels = useSuggestChannels();

  // What the AI asks instead of guessing (the user's trade, the fields of a sparse profile), per panel.
  const [questions, setQuestions] = useState<Record<SuggestionField, AiQuestion[]>>({
    demographics: [],
    painPoints: [],
    channels: [],
  });

  const ask = (field: SuggestionField, form: IcpFormValues): Promise<AiSuggestionAnswer> => {
    if (field === 'demographics') {
      return demographics.mutateAsync({
        type: form.type,
        profession: form.profession,
        industry: form.type === 'b2b' ? form.industry : null,
        context: {
          companySize: form.type === 'b2b' ? form.companySize : null,
          ageRange: form.type === 'b2c' ? form.ageRange : null,
          geographics: form.geographics,
        },
      });
    }
    const icpData = toIcpData(toIcpPayload(form));
    return field === 'painPoints' ? painPoints.mutateAsync(icpData) : channels.mutateAsync(icpData);
  };

  const request = async (field: SuggestionField) => {
    try {
      const answer = await ask(field, getValues());
      setQuestions((prev) => ({ ...prev, [field]: answer.questions }));
      // The form may have changed while the AI worked: judge the answer against it as it is now.
      const offered = usefulSuggestions(field, answer.suggestions, getValues());
      setSuggestions((prev) => ({ ...prev, [field]: offered }));
      if (offered.length) {
        notify({
          title: 'AI Suggestions Ready',
          description: `${offered.length} ${offered.length === 1 ? 'suggestion' : 'suggestions'} for ${WHAT[field]}. Click one to add it to your profile.`,
        });
      } else {
        notify({
          title: 'No new suggestions',
          description: 'Your profile already covers what the AI suggested. Add more detail, then try again.',
          type: 'info',
        });
      }
    } catch (error) {
      notifyAiError(FAILED_SUGGESTIONS, error, () => navigate('/settings'));
    }
  };

  return {
    request,
    questions,
    loading: {
      demographics: demographics.isPending,
      painPoints: painPoints.isPending,
      channels: channels.isPending,
    } satisfies Record<SuggestionField, boolean>,
  };
}
