import type { IcpScore } from '@icp-studio/contracts';
import { entries, longDate } from './format.js';

/**
 * What a document prints under a profile's score (docs/product.md §10, "The score follows the
 * profile"): the suggestions to improve it, numbered (they are to-dos, never ticks that read as done),
 * only when they speak of the profile as it now is: none while the figures are from before the last
 * save, and not the AI's when those were written for an earlier version. `note` says what was left out.
 */
export function scoreTips(score: IcpScore): { tips: string[]; note: string | null } {
  const ai = entries(score.aiSuggestions);
  const rubric = entries(score.suggestions).filter((s) => !ai.includes(s));
  if (score.state === 'updating' || score.state === 'stale') {
    return {
      tips: [],
      note:
        `This profile changed after it was scored on ${longDate(score.analyzedAt)}: the figures are from ` +
        'then, and its suggestions are left out. Open the profile to see the current score.',
    };
  }
  if (score.aiOutdated && ai.length) {
    return {
      tips: rubric.slice(0, 8),
      note: 'The AI suggestions were written for an earlier version of this profile and are left out.',
    };
  }
  return { tips: [...rubric, ...ai].slice(0, 8), note: null };
}
