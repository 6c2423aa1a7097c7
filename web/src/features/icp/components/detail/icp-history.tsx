import type { Icp } from '@icp-studio/contracts';
import { HistoryButton } from '@/components/history/history-button';
import { VersionConflictDialog } from '@/components/history/version-conflict-dialog';
import { useIcpHistorySource } from '../../api/icp-versions';
import { ICP_HISTORY_LABELS, icpHistoryContent } from '../../lib/history-fields';
import type { InPlaceEdit } from './in-place-edit';

/** "History": the profile's versions in a drawer, with the diff and Restore (docs/product.md §13). */
export function IcpHistoryButton({ icp }: { icp: Icp }) {
  const source = useIcpHistorySource(icp.id);
  return (
    <HistoryButton
      noun="profile"
      source={source}
      current={icpHistoryContent(icp)}
      currentVersion={icp.version}
      labels={ICP_HISTORY_LABELS}
    />
  );
}

/** The conflict dialog of an edit in place refused because someone else saved first. */
export function IcpConflictDialog({ edit }: { edit: InPlaceEdit }) {
  return (
    <VersionConflictDialog
      conflict={edit.conflict?.conflict ?? null}
      mine={icpHistoryContent(edit.conflict?.mine ?? {})}
      labels={ICP_HISTORY_LABELS}
      onReload={() => void edit.reload()}
      onClose={edit.closeConflict}
      onResolve={(choices) => void edit.resolve(choices)}
      resolving={edit.pending}
    />
  );
}
