import { ICP_STEP_COUNT, type IcpFormValues } from './icp-form';

/**
 * How complete the wizard's form is (docs/product.md §2): counted from what is filled in, not from the
 * step on screen. Each step has the fields that make a profile useful; the percentage is the share of
 * them that hold content, and a step is done (its check mark) when it holds content, the same rule by
 * which a profile may be marked completed. Gender 'all' is the "no restriction" choice, so it counts as
 * not filled.
 */
export interface StepCompletion {
  step: number;
  /** Fields of the step that hold content. */
  filled: number;
  /** Fields of the step that count. */
  total: number;
  /** The step holds content (its check mark). */
  done: boolean;
}

export interface FormCompletion {
  /** 0..100, whole. */
  percent: number;
  steps: StepCompletion[];
}

const hasText = (value: string | null | undefined) => typeof value === 'string' && value.trim().length > 0;
const hasEntries = (list: readonly string[] | null | undefined) => (list ?? []).some((e) => hasText(e));

/** Per step, whether each counted field holds content. */
function stepChecks(values: IcpFormValues, step: number): boolean[] {
  switch (step) {
    case 1:
      return [hasText(values.name)];
    case 2:
      return values.type === 'b2c'
        ? [
            hasText(values.ageRange),
            values.gender !== 'all',
            hasText(values.education),
            hasText(values.occupation),
            hasText(values.income),
            hasEntries(values.geographics),
          ]
        : [
            hasText(values.industry),
            hasText(values.companySize),
            hasText(values.revenue),
            hasEntries(values.technographics),
            hasText(values.decisionMakerRole) || hasText(values.decisionMakerTitle),
            hasEntries(values.geographics),
          ];
    case 3:
      return [hasText(values.psychographics), hasEntries(values.behavioralTraits)];
    case 4:
      return [hasEntries(values.painPoints), hasEntries(values.needs), hasEntries(values.goals)];
    case 5:
      return [
        hasEntries(values.preferredChannels),
        hasText(values.buyerJourney.awareness),
        hasText(values.buyerJourney.consideration),
        hasText(values.buyerJourney.decision),
      ];
    default:
      return [];
  }
}

export function formCompletion(values: IcpFormValues): FormCompletion {
  const steps: StepCompletion[] = [];
  let filled = 0;
  let total = 0;
  for (let step = 1; step <= ICP_STEP_COUNT; step += 1) {
    const checks = stepChecks(values, step);
    const n = checks.filter(Boolean).length;
    steps.push({ step, filled: n, total: checks.length, done: n > 0 });
    filled += n;
    total += checks.length;
  }
  return { percent: total ? Math.round((filled / total) * 100) : 0, steps };
}
