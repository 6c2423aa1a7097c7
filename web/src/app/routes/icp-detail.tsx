import { IcpDetailPage } from '@/features/icp/routes/icp-detail';
import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { GeneratePlaybookPanel } from '@/features/playbooks/components/generate/generate-playbook-panel';
import { SaveAsTemplate } from '@/features/templates/components/save-as-template';

/**
 * `/icp/:id`: the profile page with the playbooks feature's "Generate playbook" and the notes feature's
 * Team Collaboration panel, and the templates feature's "Save as template".
 */
export function IcpDetailRoute() {
  return (
    <IcpDetailPage
      renderCollaboration={(icp) => <TeamCollaborationPanel icpId={icp.id} />}
      renderGeneratePlaybook={(icp) => <GeneratePlaybookPanel icp={icp} />}
      renderActions={(icp) => <SaveAsTemplate kind="icp" id={icp.id} name={icp.name} />}
    />
  );
}
