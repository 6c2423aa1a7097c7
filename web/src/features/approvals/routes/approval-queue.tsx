import { Badge, Box, Container, Heading, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { PageState } from '@/components/ui/page-state';
import { shortDate } from '@/lib/format';
import { useSession } from '@/lib/auth/get-auth-check';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApprovalQueue, type QueueState } from '../api/approvals';
import { ApprovalAdmin } from '../components/approval-admin';
import { RECORD_STATE_LABEL } from '../lib/approval-labels';

/**
 * `/approvals`: a reviewer's queue (docs/approvals.md): the requests they may decide, oldest first, with
 * how many findings each has; the decided ones under the other states.
 */
export function ApprovalQueuePage() {
  useDocumentTitle('Approvals');
  const [state, setState] = useState<QueueState>('pending');
  const queue = useApprovalQueue(state);
  const { user } = useSession();

  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              Approvals
            </Heading>
            <Text color="fg.muted">
              Marketing copy sent to you for approval. Open a request to see its findings and approve it or
              return it with comments.
            </Text>
          </Stack>
          <Box>
            <label htmlFor="approval-state">
              <Text fontSize="sm" fontWeight="medium">
                Show
              </Text>
            </label>
            <NativeSelect.Root size="sm" width="48">
              <NativeSelect.Field
                id="approval-state"
                value={state}
                onChange={(e) => setState(e.target.value as QueueState)}
              >
                <option value="pending">Waiting for review</option>
                <option value="approved">Approved</option>
                <option value="returned">Returned</option>
                <option value="all">All</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
        </HStack>
        {queue.isPending ? (
          <FullPageSpinner label="Loading..." minH="30vh" />
        ) : queue.isError ? (
          <PageState
            headingAs="h2"
            kind="error"
            title="Something went wrong"
            description="The requests could not be loaded."
          />
        ) : queue.data.length === 0 ? (
          <PageState
            headingAs="h2"
            title={state === 'pending' ? 'Nothing to review' : 'No requests'}
            description={
              state === 'pending'
                ? 'No copy is waiting for your approval.'
                : 'No request you may review is in this state.'
            }
          />
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label="Approval requests">
            {queue.data.map((a) => (
              <Box as="li" key={a.id} borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="4">
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Link asChild colorPalette="brand" fontWeight="semibold">
                    <RouterLink to={`/approvals/${a.id}`}>
                      {a.playbookName} — version {a.version}
                    </RouterLink>
                  </Link>
                  <HStack gap="2">
                    <Badge colorPalette={a.findings.length ? 'orange' : 'green'} variant="subtle">
                      {a.findings.length
                        ? `${a.findings.length} finding${a.findings.length === 1 ? '' : 's'}`
                        : 'No findings'}
                    </Badge>
                    <Badge variant="outline">{RECORD_STATE_LABEL[a.state]}</Badge>
                  </HStack>
                </HStack>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  Sent by {a.requestedByName} on {shortDate(a.requestedAt)}
                  {a.note ? ` — “${a.note}”` : ''}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
        {user?.role === 'admin' ? <ApprovalAdmin /> : null}
      </Stack>
    </Container>
  );
}
