import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { PlaybookDetailPage } from '@/features/playbooks/routes/playbook-detail';
import { SaveAsTemplate } from '@/features/templates/components/save-as-template';
import { ShareButton } from '@/features/shares/components/share-dialog';
import { SignOffPanel } from '@/features/cockpit/components/sign-off-panel';
import { PlaybookApprovalPanel } from '@/features/approvals/components/playbook-approval-panel';
import { playbookKeys } from '@/features/playbooks/api/playbook-keys';

/**
 * `/playbooks/:id`: the playbook page with the notes feature's Team Collaboration panel, the templates
 * feature's "Save as template", the shares feature's Share button, the approvals feature's approval and the cockpit feature's sign-off.
 */
export function PlaybookDetailRoute() {
  return (
    <PlaybookDetailPage
      renderCollaboration={(playbook) => <TeamCollaborationPanel playbookId={playbook.id} />}
      renderActions={(playbook) => <SaveAsTemplate kind="playbook" id={playbook.id} name={playbook.name} />}
      renderShare={(playbook) => <ShareButton kind="playbook" id={playbook.id} name={playbook.name} />}
      renderSignOff={(playbook) => (
        <>
          <PlaybookApprovalPanel playbook={playbook} />
          <SignOffPanel kind="playbook" item={playbook} detailKey={playbookKeys.detail(playbook.id)} />
        </>
      )}
    />
  );
}
