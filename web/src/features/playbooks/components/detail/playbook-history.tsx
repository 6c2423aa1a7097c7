import type { Playbook } from '@icp-studio/contracts';
import { HistoryButton } from '@/components/history/history-button';
import { usePlaybookHistorySource } from '../../api/playbook-versions';
import { PLAYBOOK_HISTORY_LABELS, playbookHistoryContent } from '../../lib/history-fields';

/** "History": the playbook's versions in a drawer, with the diff and Restore (docs/product.md §13). */
export function PlaybookHistoryButton({ playbook }: { playbook: Playbook }) {
  const source = usePlaybookHistorySource(playbook.id);
  return (
    <HistoryButton
      noun="playbook"
      source={source}
      current={playbookHistoryContent(playbook)}
      currentVersion={playbook.version}
      labels={PLAYBOOK_HISTORY_LABELS}
    />
  );
}
