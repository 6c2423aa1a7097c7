import { assignmentInputSchema } from '@icp-studio/contracts';
import type { z } from 'zod';

export const SAME_ADVISOR_MESSAGE = 'Choose a different advisor';

/**
 * The assignment dialog's form (docs/product.md §5): an advisor is required and must differ from the
 * current one; notes are trimmed and left out when empty (the contract's schema does both).
 */
export function assignmentFormSchema(currentAdvisorId: string | null) {
  return assignmentInputSchema.refine((v) => !currentAdvisorId || v.advisorId !== currentAdvisorId, {
    message: SAME_ADVISOR_MESSAGE,
    path: ['advisorId'],
  });
}

export type AssignmentFormValues = z.input<ReturnType<typeof assignmentFormSchema>>;
export type AssignmentFormOutput = z.output<ReturnType<typeof assignmentFormSchema>>;

/** Confirm is enabled once an advisor other than the current one is chosen. */
export function canConfirmAssignment(
  advisorId: string | null | undefined,
  currentAdvisorId: string | null,
): boolean {
  return Boolean(advisorId) && advisorId !== currentAdvisorId;
}
