import { LuBookOpen } from 'react-icons/lu';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder for the playbook wizard (/playbooks/new?icpId=); replaced by the playbook wizard issue. */
export function PlaybookNewPage() {
  return (
    <ComingSoon
      title="Create Marketing Playbook"
      description="Turn a client profile into messaging, channel tactics, campaigns and metrics in five steps."
      icon={<LuBookOpen />}
      backTo="/"
    />
  );
}
