import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { PlaybookDetailPage } from '@/features/playbooks/routes/playbook-detail';

/** `/playbooks/:id`: the playbook page with the notes feature's Team Collaboration panel. */
export function PlaybookDetailRoute() {
  return (
    <PlaybookDetailPage
      renderCollaboration={(playbook) => <TeamCollaborationPanel playbookId={playbook.id} />}
    />
  );
}
