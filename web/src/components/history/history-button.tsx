import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuHistory } from 'react-icons/lu';
import { HistoryDrawer, type HistoryDrawerProps } from './history-drawer';

/**
 * "History": a record's versions in a drawer, with the diff and Restore (docs/product.md §13). The
 * profile's and the playbook's buttons give it their history source, content and labels.
 */
export function HistoryButton(props: Omit<HistoryDrawerProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LuHistory /> History
      </Button>
      <HistoryDrawer open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}
