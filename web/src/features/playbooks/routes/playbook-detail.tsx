import { LuBookMarked } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the playbook detail page (/playbooks/:id); replaced by the playbook detail issue. */
export function PlaybookDetailPage() {
  return (
    <ComingSoon
      title="Marketing Playbook"
      description="Strategy, messaging, channels, campaigns, KPIs and team notes for this playbook will appear here."
      icon={<LuBookMarked />}
      backTo="/"
    />
  );
}
