import { Container, Skeleton, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { SharedProfile } from '@/features/icp/components/shared/shared-profile';
import { SharedPlaybook } from '@/features/playbooks/components/detail/shared-playbook';
import { useSharedItem } from '@/features/shares/api/shares';
import { LinkGone, SharedPageShell } from '@/features/shares/components/shared-page-shell';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * `/s/:token`: what a share link shows, without signing in (docs/product.md §14): the shares feature's
 * frame around the icp feature's read-only profile or the playbooks feature's read-only playbook.
 */
export function SharedItemPage() {
  const { token = '' } = useParams<{ token: string }>();
  const shared = useSharedItem(token);
  const gone = shared.isError && isApiError(shared.error) && [400, 404].includes(shared.error.status);
  useDocumentTitle(
    shared.data
      ? shared.data.item.name
      : gone
        ? 'Link no longer valid'
        : shared.isError
          ? 'Shared link'
          : undefined,
  );
  return (
    <SharedPageShell label={shared.data?.label}>
      {shared.isPending ? (
        <Container maxW="5xl" pt="10" aria-busy="true" aria-label="Loading...">
          <Stack gap="4">
            <Skeleton height="10" width="md" />
            <Skeleton height="64" borderRadius="xl" />
          </Stack>
        </Container>
      ) : shared.isError ? (
        gone ? (
          <LinkGone />
        ) : isApiError(shared.error) && shared.error.status === 429 ? (
          <LinkGone
            title="Too many requests"
            description="Please wait a few minutes and open the link again."
          />
        ) : (
          <LinkGone title="This page could not be loaded" description="Please try again in a moment." />
        )
      ) : shared.data.kind === 'icp' ? (
        <SharedProfile profile={shared.data.item} />
      ) : (
        <SharedPlaybook playbook={shared.data.item} kpiActuals={shared.data.kpiActuals} />
      )}
    </SharedPageShell>
  );
}
