import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { PlaybookDetailPage } from '@/features/playbooks/routes/playbook-detail';
import { SaveAsTemplate } from '@/features/templates/components/save-as-template';

/**
 * `/playbooks/:id`: the playbook page with the notes feature's Team Collaboration panel and the templates
 * feature's "Save as template".
 */
export function PlaybookDetailRoute() {
  return (
    <PlaybookDetailPage
      renderCollaboration={(playbook) => <TeamCollaborationPanel playbookId={playbook.id} />}
      renderActions={(playbook) => <SaveAsTemplate kind="playbook" id={playbook.id} name={playbook.name} />}
    />
  );
}
