import type { Playbook } from '@icp-studio/contracts';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHistory } from 'react-icons/lu';
import { HistoryDrawer } from '@/components/history/history-drawer';
import { usePlaybookHistorySource } from '../../api/playbook-versions';
import { PLAYBOOK_HISTORY_LABELS, playbookHistoryContent } from '../../lib/history-fields';

/** "History": the playbook's versions in a drawer, with the diff and Restore (docs/product.md §13). */
export function PlaybookHistoryButton({ playbook }: { playbook: Playbook }) {
  const [open, setOpen] = useState(false);
  const source = usePlaybookHistorySource(playbook.id);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LuHistory /> History
      </Button>
      <HistoryDrawer
        open={open}
        onOpenChange={setOpen}
        noun="playbook"
        source={source}
        current={playbookHistoryContent(playbook)}
        currentVersion={playbook.version}
        labels={PLAYBOOK_HISTORY_LABELS}
      />
    </>
  );
}
