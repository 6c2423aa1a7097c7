import { Badge, type BadgeProps } from '@chakra-ui/react';

/** The three statuses of profiles and playbooks (docs/product.md §4), in their natural order. */
export const RECORD_STATUSES = ['draft', 'in_progress', 'completed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

const LABELS: Record<RecordStatus, string> = {
  draft: 'Draft',
  in_progress: 'In Progress',
  completed: 'Completed',
};

const PALETTES: Record<RecordStatus, BadgeProps['colorPalette']> = {
  draft: 'gray',
  in_progress: 'blue',
  completed: 'green',
};

function isRecordStatus(value: string): value is RecordStatus {
  return (RECORD_STATUSES as readonly string[]).includes(value);
}

/** "In Progress" for in_progress; an unknown value is shown as it is; a missing one reads Draft. */
export function recordStatusLabel(status: string | null | undefined): string {
  const value = status || 'draft';
  return isRecordStatus(value) ? LABELS[value] : value;
}

/**
 * The status badge of a profile or playbook: colour by status (docs/product.md §4), default styling for an
 * unknown value, Draft when the status is missing.
 */
export function RecordStatusBadge({
  status,
  ...props
}: { status: string | null | undefined } & Omit<BadgeProps, 'children'>) {
  const value = status || 'draft';
  const known = isRecordStatus(value);
  return (
    <Badge
      colorPalette={known ? PALETTES[value] : undefined}
      variant={known ? 'subtle' : 'outline'}
      borderRadius="full"
      px="2.5"
      data-status={value}
      {...props}
    >
      {recordStatusLabel(value)}
    </Badge>
  );
}
