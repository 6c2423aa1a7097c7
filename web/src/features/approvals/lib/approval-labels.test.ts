import { describe, expect, it } from 'vitest';
import { fieldLabel, playbookApprovalLabel } from './approval-labels';

describe('approval labels', () => {
  it('reads a changed approved playbook as not approved', () => {
    const base = { requestedVersion: 2, approvedVersion: 2, approvedAt: null, approvedBy: null };
    expect(playbookApprovalLabel({ ...base, state: 'approved' }).text).toBe('Approved');
    expect(playbookApprovalLabel({ ...base, state: 'not_approved' }).text).toBe('Not approved');
    expect(playbookApprovalLabel(null).text).toBe('Not approved');
  });

  it('names the field of a finding', () => {
    expect(fieldLabel('valueProposition')).toBe('Value proposition');
    expect(fieldLabel('keyMessages.1')).toBe('Key messages, item 2');
  });
});
