import { LuTarget } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the ICP wizard (/icp/new?clientId=&draftId=); replaced by the wizard issue. */
export function IcpNewPage() {
  return (
    <ComingSoon
      title="Create Ideal Client Profile"
      description="A guided five-step wizard to define your ideal client, with AI suggestions for demographics, pain points and channels."
      icon={<LuTarget />}
      backTo="/"
    />
  );
}
