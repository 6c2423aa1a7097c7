import { PlaybookListPage } from '@/features/playbooks/routes/playbook-list';
import { NewPlaybookFromTemplate } from '@/features/templates/components/new-playbook-from-template';

/** `/playbooks`: My Playbooks with the templates feature's "New from template" (docs/product.md §12). */
export function PlaybookListRoute() {
  return <PlaybookListPage renderNewFromTemplate={(size) => <NewPlaybookFromTemplate size={size} />} />;
}
