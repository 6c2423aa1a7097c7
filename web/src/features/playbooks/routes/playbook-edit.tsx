import { Button } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PresenceScope } from '@/components/presence/presence-scope';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIcp } from '@/lib/icps/get-icp';
import { usePlaybook } from '../api/get-playbook';
import { PageState } from '@/components/ui/page-state';
import { PlaybookWizard } from '../components/wizard/playbook-wizard';

/** `/playbooks/{id}/edit` (docs/product.md): the wizard pre-filled with the playbook, saving with PUT. */
export function PlaybookEditPage() {
  useDocumentTitle('Edit Marketing Playbook');
  const { id = '' } = useParams();
  const playbook = usePlaybook(id);
  const icp = useIcp(playbook.data?.icpId);

  if (playbook.isPending) return <FullPageSpinner label="Loading..." minH="60vh" />;
  if (playbook.isError) {
    return isApiError(playbook.error) && [400, 404].includes(playbook.error.status) ? (
      <PageState
        title="Playbook not found"
        description="This playbook doesn't exist, or you can't open it."
      />
    ) : (
      <PageState
        kind="error"
        title="Something went wrong"
        description="The playbook could not be loaded. Check your connection and try again."
        action={
          <Button colorPalette="brand" onClick={() => void playbook.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  // The profile only names the playbook's target; a profile that fails to load does not block editing.
  if (icp.isPending && icp.fetchStatus !== 'idle')
    return <FullPageSpinner label="Loading ICP..." minH="60vh" />;

  return (
    <PresenceScope room={`playbook:${playbook.data.id}`}>
      <PlaybookWizard key={playbook.data.id} mode="edit" icp={icp.data ?? null} playbook={playbook.data} />
    </PresenceScope>
  );
}
