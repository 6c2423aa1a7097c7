import { formatDistance } from 'date-fns';

const validDate = (value: string | number | Date | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "1 ICP" or "n ICPs" (docs/product.md §2, client picker). */
export function icpCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'ICP' : 'ICPs'}`;
}

/** "1 playbook" or "n playbooks". */
export function playbookCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'playbook' : 'playbooks'}`;
}

/** "1 client" or "n clients". */
export function clientCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'client' : 'clients'}`;
}

/** The span since a timestamp ("3 months"), never negative when the server's clock runs ahead. */
function spanSince(value: string | number | Date | null | undefined, now: Date): string | null {
  const date = validDate(value);
  if (!date) return null;
  return formatDistance(date.getTime() > now.getTime() ? now : date, now);
}

/** "Working together for 3 months" since the assignment (docs/product.md §2, Your Assigned Clients). */
export function workingTogetherFor(assignedAt: string | null | undefined, now: Date = new Date()): string {
  const span = spanSince(assignedAt, now);
  return span ? `Working together for ${span}` : 'Working together';
}

/** "Assigned 2 days ago" (docs/product.md §2, client picker), or "Not assigned" without an assignment. */
export function assignedAgo(assignedAt: string | null | undefined, now: Date = new Date()): string {
  const span = spanSince(assignedAt, now);
  return span ? `Assigned ${span} ago` : 'Not assigned';
}
