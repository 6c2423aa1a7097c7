import { describe, expect, it } from 'vitest';
import { assignmentBody } from '../api/save-assignment';
import { assignmentFormSchema, canConfirmAssignment, SAME_ADVISOR_MESSAGE } from './assignment-form';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const CURRENT = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

describe('assignment rules (docs/product.md §5)', () => {
  it('enables Confirm only for an advisor other than the current one', () => {
    expect(canConfirmAssignment('', null)).toBe(false);
    expect(canConfirmAssignment(OTHER, null)).toBe(true);
    expect(canConfirmAssignment(CURRENT, CURRENT)).toBe(false);
    expect(canConfirmAssignment(OTHER, CURRENT)).toBe(true);
  });

  it('requires an advisor', () => {
    const result = assignmentFormSchema(null).safeParse({ clientId: CLIENT, advisorId: '', notes: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Advisor is required');
  });

  it('refuses the current advisor on reassignment', () => {
    const result = assignmentFormSchema(CURRENT).safeParse({ clientId: CLIENT, advisorId: CURRENT });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(SAME_ADVISOR_MESSAGE);
  });

  it('trims the notes, and leaves them out of the body when empty', () => {
    const trimmed = assignmentFormSchema(CURRENT).parse({
      clientId: CLIENT,
      advisorId: OTHER,
      notes: '  Focus on Q3 launch  ',
    });
    expect(assignmentBody(trimmed)).toEqual({
      clientId: CLIENT,
      advisorId: OTHER,
      notes: 'Focus on Q3 launch',
    });

    const blank = assignmentFormSchema(null).parse({ clientId: CLIENT, advisorId: OTHER, notes: '   ' });
    expect(assignmentBody(blank)).toEqual({ clientId: CLIENT, advisorId: OTHER });
    expect(JSON.stringify(assignmentBody(blank))).not.toContain('notes');
  });
});
