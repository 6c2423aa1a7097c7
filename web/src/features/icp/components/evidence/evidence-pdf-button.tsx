import type { Icp } from '@icp-studio/contracts';
import { Button } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { saveBlob, useExportIcpPdf } from '../../api/export-icp-pdf';

/**
 * The profile's PDF with its Evidence page: the client list's aggregate bars and suggestions, never a row
 * (docs/evidence.md, "In the documents"). The header's Export PDF leaves the page out: client data goes
 * into a document only when the user asks here.
 */
export function EvidencePdfButton({ icp }: { icp: Icp }) {
  const exportPdf = useExportIcpPdf();
  const onClick = async () => {
    try {
      saveBlob(await exportPdf.mutateAsync({ id: icp.id, name: icp.name, evidence: true }));
      notifySuccess('PDF exported successfully');
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to export PDF'));
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void onClick()}
      loading={exportPdf.isPending}
      loadingText="Exporting PDF..."
    >
      <LuDownload /> PDF with evidence page
    </Button>
  );
}
