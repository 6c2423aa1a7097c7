import { IcpDetailPage } from '@/features/icp/routes/icp-detail';
import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { GeneratePlaybookPanel } from '@/features/playbooks/components/generate/generate-playbook-panel';
import { NewPlaybookFromTemplate } from '@/features/templates/components/new-playbook-from-template';
import { SaveAsTemplate } from '@/features/templates/components/save-as-template';
import { ShareButton } from '@/features/shares/components/share-dialog';
import { SignOffPanel } from '@/features/cockpit/components/sign-off-panel';
import { icpKeys } from '@/lib/icps/icp-keys';

/**
 * `/icp/:id`: the profile page with the playbooks feature's "Generate playbook" and the notes feature's
 * Team Collaboration panel, the templates feature's "Save as template" and "Playbook from template", and the shares feature's Share button.
 */
export function IcpDetailRoute() {
  return (
    <IcpDetailPage
      renderCollaboration={(icp) => <TeamCollaborationPanel icpId={icp.id} />}
      renderGeneratePlaybook={(icp) => <GeneratePlaybookPanel icp={icp} />}
      renderActions={(icp) => (
        <>
          <SaveAsTemplate kind="icp" id={icp.id} name={icp.name} />
          <NewPlaybookFromTemplate
            profile={{ id: icp.id, name: icp.name, profession: icp.profession }}
            label="Playbook from template"
          />
        </>
      )}
      renderShare={(icp) => <ShareButton kind="icp" id={icp.id} name={icp.name} />}
      renderSignOff={(icp) => <SignOffPanel kind="icp" item={icp} detailKey={icpKeys.detail(icp.id)} />}
    />
  );
}
