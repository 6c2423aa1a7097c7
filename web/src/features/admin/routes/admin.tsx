import { LuShieldCheck } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the admin page (/admin); replaced by the admin issue. */
export function AdminPage() {
  return (
    <ComingSoon
      title="Admin Dashboard"
      description="System metrics, client management, advisor workload and client-to-advisor assignments will appear here."
      icon={<LuShieldCheck />}
    />
  );
}
