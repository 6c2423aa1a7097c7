import { LuUsers } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the team page (/team); replaced by the team issue. */
export function TeamPage() {
  return (
    <ComingSoon
      title="Advisor Workspace"
      description="Review your assigned clients' profiles and playbooks, leave notes and tasks, and create profiles on their behalf."
      icon={<LuUsers />}
    />
  );
}
