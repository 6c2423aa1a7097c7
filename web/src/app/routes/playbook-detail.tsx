import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { PlaybookDetailPage } from '@/features/playbooks/routes/playbook-detail';
import { SaveAsTemplate } from '@/features/templates/components/save-as-template';
import { ShareButton } from '@/features/shares/components/share-dialog';

/**
 * `/playbooks/:id`: the playbook page with the notes feature's Team Collaboration panel, the templates
 * feature's "Save as template" and the shares feature's Share button.
 */
export function PlaybookDetailRoute() {
  return (
    <PlaybookDetailPage
      renderCollaboration={(playbook) => <TeamCollaborationPanel playbookId={playbook.id} />}
      renderActions={(playbook) => <SaveAsTemplate kind="playbook" id={playbook.id} name={playbook.name} />}
      renderShare={(playbook) => <ShareButton kind="playbook" id={playbook.id} name={playbook.name} />}
    />
  );
}
