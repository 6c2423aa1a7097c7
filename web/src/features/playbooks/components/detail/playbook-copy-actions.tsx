import type { Playbook } from '@icp-studio/contracts';
import { Button } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { DownloadButton } from '@/components/download-button';
import { getServerMessage, routeRequest } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDuplicatePlaybook } from '../../api/duplicate-playbook';

/** Download DOCX and Duplicate on the playbook page (docs/product.md §11). */
export function PlaybookCopyActions({ playbook }: { playbook: Playbook }) {
  const navigate = useNavigate();
  const duplicate = useDuplicatePlaybook();
  const onDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync(playbook.id);
      notifySuccess('Duplicated', `“${copy.name}” is ready to edit.`);
      navigate(`/playbooks/${copy.id}`);
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to duplicate playbook'));
    }
  };
  return (
    <>
      <DownloadButton
        url={() => routeRequest('exportPlaybookDocx', { params: { id: playbook.id } }).url}
        fallbackName="playbook.docx"
        failure="Failed to export DOCX"
        loadingText="Exporting DOCX..."
      >
        Download DOCX
      </DownloadButton>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void onDuplicate()}
        loading={duplicate.isPending}
        loadingText="Duplicating..."
      >
        <LuCopy /> Duplicate
      </Button>
    </>
  );
}
