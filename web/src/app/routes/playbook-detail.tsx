import { TeamCollaborationPanel } from '@/features/notes/components/team-collaboration-panel';
import { PlaybookDetailPage } from '@/features/playbooks/routes/playbook-detail';
import { ShareButton } from '@/features/shares/components/share-dialog';

/** `/playbooks/:id`: the playbook page with the notes feature's Team Collaboration panel and the shares feature's Share button. */
export function PlaybookDetailRoute() {
  return (
    <PlaybookDetailPage
      renderCollaboration={(playbook) => <TeamCollaborationPanel playbookId={playbook.id} />}
      renderShare={(playbook) => <ShareButton kind="playbook" id={playbook.id} name={playbook.name} />}
    />
  );
}
