import { useParams } from 'react-router-dom';
import { PresenceScope } from '@/components/presence/presence-scope';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { PageState } from '@/components/ui/page-state';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIcp } from '@/lib/icps/get-icp';
import { IcpWizard } from '../components/wizard/icp-wizard';
import { icpToForm } from '../lib/icp-form';

/** `/icp/:id/edit` (docs/product.md): the wizard pre-filled with the profile, saving with PUT. */
export function IcpEditPage() {
  const { id = '' } = useParams<{ id: string }>();
  const icp = useIcp(id);
  useDocumentTitle(icp.isError ? 'ICP not found' : 'Edit Ideal Client Profile');

  if (icp.isPending) return <FullPageSpinner label="Loading profile..." minH="60vh" />;
  if (icp.isError) {
    const missing = isApiError(icp.error) && (icp.error.status === 404 || icp.error.status === 400);
    return missing ? (
      <PageState
        title="ICP not found"
        description="This profile does not exist, or you do not have access to it."
      />
    ) : (
      <PageState kind="error" title="Failed to load profile" description="Please try again in a moment." />
    );
  }
  return (
    <PresenceScope room={`icp:${icp.data.id}`}>
      <IcpWizard
        key={icp.data.id}
        mode="edit"
        icpId={icp.data.id}
        version={icp.data.version}
        initialValues={icpToForm(icp.data)}
      />
    </PresenceScope>
  );
}
