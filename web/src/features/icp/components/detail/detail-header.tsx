import type { Icp } from '@icp-studio/contracts';
import { Alert, Badge, Box, Button, CloseButton, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import {
  LuArrowLeft,
  LuBookOpen,
  LuChevronDown,
  LuChevronUp,
  LuDownload,
  LuPencil,
  LuTrash2,
} from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useDeleteIcp } from '../../api/delete-icp';
import { saveBlob, useExportIcpPdf } from '../../api/export-icp-pdf';
import { shortDate } from '@/lib/format';
import { useIsPhone } from '@/hooks/use-is-phone';
import { IcpDocxButton, IcpDuplicateButton } from './icp-copy-actions';
import { StatusSelect } from './status-select';
import { CompareMenu } from './compare-menu';
import { IcpHistoryButton } from './icp-history';

/** Name, type label, status and the page's actions (docs/product.md §2; docs/product.md: status, delete asks). */
export function DetailHeader({
  icp,
  showClient,
  actions,
  share,
}: {
  icp: Icp;
  showClient: boolean;
  /** More actions after Compare (composed in by the app: "Save as template"). */
  actions?: ReactNode;
  /** The Share button (the shares feature's: the app composes it in). */
  share?: ReactNode;
}) {
  const navigate = useNavigate();
  const exportPdf = useExportIcpPdf();
  const deleteIcp = useDeleteIcp();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  const isPhone = useIsPhone();

  const onExport = async () => {
    try {
      saveBlob(await exportPdf.mutateAsync({ id: icp.id, name: icp.name }));
      notifySuccess('PDF exported successfully');
    } catch (error) {
      // A bare 404 ("Not found") says nothing useful here: use the product's message.
      const notFound = isApiError(error) && error.status === 404;
      notifyError(
        'Error',
        notFound ? 'Failed to export PDF' : getServerMessage(error, 'Failed to export PDF'),
      );
    }
  };

  const onDelete = async () => {
    try {
      await deleteIcp.mutateAsync(icp.id);
      setConfirmOpen(false);
      notifySuccess('Deleted', `“${icp.name}” has been deleted.`);
      navigate('/', { replace: true });
    } catch (error) {
      setConfirmOpen(false);
      notifyError('Error', getServerMessage(error, 'Failed to delete ICP'));
    }
  };

  return (
    <Box>
      <Button asChild variant="ghost" size="sm" ms="-3" mb="3" color="fg.muted">
        <RouterLink to="/">
          <LuArrowLeft /> Back
        </RouterLink>
      </Button>
      <Flex
        direction={{ base: 'column', lg: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', lg: 'flex-start' }}
        gap="5"
      >
        {/* The name keeps room to read; the actions wrap onto more rows instead of squeezing it. */}
        <Stack gap="2" minW={{ base: '0', lg: 'xs' }} flex="1">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="solid" borderRadius="full" px="2.5">
              {icp.type.toUpperCase()}
            </Badge>
            <Text color="fg.muted" fontSize="sm" fontWeight="medium">
              {icp.type === 'b2b' ? 'B2B Ideal Client Profile' : 'B2C Ideal Client Profile'}
            </Text>
          </HStack>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em" wordBreak="break-word">
            {icp.name}
          </Heading>
          <HStack gap="4" wrap="wrap" rowGap="2" mt="1">
            <StatusSelect icpId={icp.id} status={icp.status} onRefused={setRefusal} />
            <Text fontSize="sm" color="fg.muted">
              Updated {shortDate(icp.updatedAt)}
            </Text>
            {showClient && (icp.clientName || icp.clientEmail) ? (
              <Text fontSize="sm" color="fg.muted">
                Client:{' '}
                <Box as="span" color="fg" fontWeight="medium">
                  {icp.clientName || icp.clientEmail}
                </Box>
              </Text>
            ) : null}
          </HStack>
        </Stack>

        <Flex
          gap="2"
          wrap="wrap"
          flexShrink={{ base: 0, lg: 1 }}
          justify={{ base: 'flex-start', lg: 'flex-end' }}
          data-testid="icp-actions"
        >
          <Button asChild variant="outline" size="sm">
            <RouterLink to={`/icp/${icp.id}/edit`}>
              <LuPencil /> Edit
            </RouterLink>
          </Button>
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={`/playbooks/new?icpId=${encodeURIComponent(icp.id)}`}>
              <LuBookOpen /> Create Playbook
            </RouterLink>
          </Button>
          {/* On a phone the other actions wait behind "More actions" (eleven buttons filled the screen). */}
          {isPhone ? (
            <Button
              variant="outline"
              size="sm"
              aria-expanded={moreOpen}
              aria-controls={moreId}
              onClick={() => setMoreOpen((open) => !open)}
            >
              More actions {moreOpen ? <LuChevronUp /> : <LuChevronDown />}
            </Button>
          ) : null}
          <Flex
            id={moreId}
            role={isPhone ? 'group' : undefined}
            aria-label={isPhone ? 'More actions' : undefined}
            gap="2"
            wrap="wrap"
            w={isPhone ? 'full' : 'auto'}
            display={isPhone ? (moreOpen ? 'flex' : 'none') : 'contents'}
            data-testid="icp-more-actions"
          >
            <Button
              variant="outline"
              size="sm"
              onClick={() => void onExport()}
              loading={exportPdf.isPending}
              loadingText="Exporting PDF..."
            >
              <LuDownload /> Export PDF
            </Button>
            <IcpDocxButton icp={icp} />
            <IcpDuplicateButton icp={icp} />
            {share}
            <CompareMenu icp={icp} />
            {actions}
            <IcpHistoryButton icp={icp} />
            <Button variant="outline" colorPalette="red" size="sm" onClick={() => setConfirmOpen(true)}>
              <LuTrash2 /> Delete
            </Button>
          </Flex>
        </Flex>
      </Flex>

      {refusal ? (
        <Alert.Root status="warning" variant="subtle" borderRadius="lg" mt="5" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This profile cannot be marked completed yet</Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
            <Button asChild size="xs" variant="outline" colorPalette="orange" mt="2" alignSelf="start">
              <RouterLink to={`/icp/${icp.id}/edit`}>Complete the missing steps</RouterLink>
            </Button>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss" onClick={() => setRefusal(null)} />
        </Alert.Root>
      ) : null}

      <ConfirmActionDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete this profile?"
        description={
          <>
            “{icp.name}” will be permanently deleted, with its quality score, the playbooks built from it and
            their team notes. This cannot be undone.
          </>
        }
        confirmLabel="Delete profile"
        onConfirm={() => void onDelete()}
        pending={deleteIcp.isPending}
      />
    </Box>
  );
}
