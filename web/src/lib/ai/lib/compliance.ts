import { aiComplianceFindingSchema, type AiComplianceFinding } from '@icp-studio/contracts';

/**
 * The compliance findings an AI answer carries (its optional `compliance` field, docs/compliance.md: the
 * ai service checks the copy of a regulated trade's answer before it is shown). Anything unreadable is
 * left out; none when the answer has no such field.
 */
export function readCompliance(answer: unknown): AiComplianceFinding[] {
  const raw =
    answer && typeof answer === 'object' ? (answer as { compliance?: unknown }).compliance : undefined;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((f) => {
    const parsed = aiComplianceFindingSchema.safeParse(f);
    return parsed.success ? [parsed.data] : [];
  });
}
