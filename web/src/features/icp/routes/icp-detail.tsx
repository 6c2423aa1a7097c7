import { LuUserRoundSearch } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the ICP detail page (/icp/:id); replaced by the ICP detail issue. */
export function IcpDetailPage() {
  return (
    <ComingSoon
      title="Ideal Client Profile"
      description="Profile details, quality score, AI persona narrative and team collaboration will appear here."
      icon={<LuUserRoundSearch />}
      backTo="/"
    />
  );
}
