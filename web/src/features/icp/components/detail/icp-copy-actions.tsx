import type { Icp } from '@icp-studio/contracts';
import { Button } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { DownloadButton } from '@/components/download-button';
import { getServerMessage, routeRequest } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDuplicateIcp } from '../../api/duplicate-icp';

/** Download DOCX (beside Export PDF) on the profile page (docs/product.md §11). */
export function IcpDocxButton({ icp }: { icp: Icp }) {
  return (
    <DownloadButton
      url={() => routeRequest('exportIcpDocx', { params: { id: icp.id } }).url}
      fallbackName="icp.docx"
      failure="Failed to export DOCX"
      loadingText="Exporting DOCX..."
    >
      Download DOCX
    </DownloadButton>
  );
}

/** Duplicate on the profile page: makes "Copy of <name>" and opens it (docs/product.md §11). */
export function IcpDuplicateButton({ icp }: { icp: Icp }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateIcp();
  const onDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync(icp.id);
      notifySuccess('Duplicated', `“${copy.name}” is ready to edit.`);
      navigate(`/icp/${copy.id}`);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to duplicate profile'));
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void onDuplicate()}
      loading={duplicate.isPending}
      loadingText="Duplicating..."
    >
      <LuCopy /> Duplicate
    </Button>
  );
}
