import { Button } from '@chakra-ui/react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIcp } from '@/lib/icps/get-icp';
import { usePlaybook } from '../api/get-playbook';
import { PageState } from '@/components/ui/page-state';
import { PlaybookWizard } from '../components/wizard/playbook-wizard';

const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * `/playbooks/new?icpId=`: the playbook wizard for a profile. Without `icpId`, step 1 asks for the
 * profile. After Save Draft the URL also carries `draftId`, so a reload picks the draft up again.
 */
export function PlaybookNewPage() {
  useDocumentTitle('Create Marketing Playbook');
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draftId');
  const draft = usePlaybook(draftId ?? undefined);
  const icpId = params.get('icpId') || draft.data?.icpId || null;
  const icp = useIcp(icpId);
  // Once the wizard is on screen it stays: Save Draft adds `draftId` (and `icpId`) to the URL, which must
  // not bring a loading state back over the form being edited.
  const shown = useRef(false);

  if (shown.current) return renderWizard();
  if (draftId && draft.isPending) return <FullPageSpinner label="Loading..." minH="60vh" />;
  if (draftId && draft.isError) {
    return isNotFound(draft.error) ? (
      <PageState
        title="Playbook not found"
        description="This draft no longer exists, or you can't open it."
      />
    ) : (
      <PageState
        kind="error"
        title="Something went wrong"
        description="The draft could not be loaded. Check your connection and try again."
        action={
          <Button colorPalette="brand" onClick={() => void draft.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (icpId && icp.isPending) return <FullPageSpinner label="Loading ICP..." minH="60vh" />;
  if (icpId && icp.isError) {
    return isNotFound(icp.error) ? (
      <PageState
        title="ICP not found"
        description="The ideal client profile for this playbook doesn't exist, or you can't open it."
      />
    ) : (
      <PageState
        kind="error"
        title="Something went wrong"
        description="The profile could not be loaded. Check your connection and try again."
        action={
          <Button colorPalette="brand" onClick={() => void icp.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  shown.current = true;
  return renderWizard();

  function renderWizard() {
    return (
      <PlaybookWizard
        mode="create"
        icp={icp.data ?? null}
        playbook={draft.data ?? null}
        onDraftCreated={(saved) =>
          setParams(
            (prev) => {
              const next = new URLSearchParams(prev);
              next.set('icpId', saved.icpId);
              next.set('draftId', saved.id);
              return next;
            },
            { replace: true },
          )
        }
      />
    );
  }
}
