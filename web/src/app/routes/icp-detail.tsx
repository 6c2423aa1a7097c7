import { IcpDetailPage } from '@/features/icp/routes/icp-detail';
import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { GeneratePlaybookPanel } from '@/features/playbooks/components/generate/generate-playbook-panel';

/**
 * `/icp/:id`: the profile page with the playbooks feature's "Generate playbook" and the notes feature's
 * Team Collaboration panel.
 */
export function IcpDetailRoute() {
  return (
    <IcpDetailPage
      renderCollaboration={(icp) => <TeamCollaborationPanel icpId={icp.id} />}
      renderGeneratePlaybook={(icp) => <GeneratePlaybookPanel icp={icp} />}
    />
  );
}
