import type { Approval, PlaybookApproval } from '@icp-studio/contracts';

/** How a playbook's approval reads on its page (docs/approvals.md). */
export function playbookApprovalLabel(a: PlaybookApproval | null | undefined): {
  text: string;
  palette: 'green' | 'orange' | 'red' | 'gray' | 'blue';
} {
  if (!a) return { text: 'Not approved', palette: 'gray' };
  switch (a.state) {
    case 'approved':
      return { text: 'Approved', palette: 'green' };
    case 'pending':
      return { text: 'Waiting for approval', palette: 'blue' };
    case 'returned':
      return { text: 'Returned with comments', palette: 'orange' };
    default:
      return { text: 'Not approved', palette: 'red' };
  }
}

export const RECORD_STATE_LABEL: Record<Approval['state'], string> = {
  pending: 'Waiting for a reviewer',
  approved: 'Approved',
  returned: 'Returned',
};

/** A field path of a finding ("keyMessages.1") as a reader says it ("Key messages, item 2"). */
export function fieldLabel(path: string): string {
  const [field = '', ...rest] = path.split('.');
  const words = field.replace(/([A-Z])/g, ' $1').toLowerCase();
  const name = words.charAt(0).toUpperCase() + words.slice(1);
  const index = rest.find((p) => /^\d+$/.test(p));
  return index === undefined ? name : `${name}, item ${Number(index) + 1}`;
}
