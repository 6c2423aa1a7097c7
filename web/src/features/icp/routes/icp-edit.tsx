import { LuPencilLine } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the ICP edit wizard (/icp/:id/edit); replaced by the wizard issue. */
export function IcpEditPage() {
  return (
    <ComingSoon
      title="Edit Ideal Client Profile"
      description="Editing a profile reuses the guided wizard, pre-filled with everything you entered before."
      icon={<LuPencilLine />}
      backTo="/"
    />
  );
}
