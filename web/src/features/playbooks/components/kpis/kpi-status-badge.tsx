import { KPI_STATUS_LABELS, type KpiStatus } from '@icp-studio/contracts';
import { Badge } from '@chakra-ui/react';

const STATUS_PALETTE: Record<KpiStatus, string> = { on_track: 'green', at_risk: 'yellow', behind: 'red' };

/** A KPI's status as a badge ("On track", "At risk", "Behind"); "No status yet" without one. */
export function KpiStatusBadge({
  status,
  testId = 'kpi-status',
}: {
  status: KpiStatus | null;
  testId?: string;
}) {
  return status ? (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid={testId}>
      {KPI_STATUS_LABELS[status]}
    </Badge>
  ) : (
    <Badge variant="outline" data-testid={testId}>
      No status yet
    </Badge>
  );
}
