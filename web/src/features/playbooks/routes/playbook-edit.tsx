import { LuPencilLine } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the playbook edit wizard (/playbooks/:id/edit); replaced by the playbook wizard issue. */
export function PlaybookEditPage() {
  return (
    <ComingSoon
      title="Edit Marketing Playbook"
      description="Editing a playbook reuses the five-step wizard, pre-filled with the saved playbook."
      icon={<LuPencilLine />}
      backTo="/"
    />
  );
}
