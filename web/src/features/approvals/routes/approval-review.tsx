import { COMPLIANCE_NOTICE, type Approval } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuPrinter } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { PageState } from '@/components/ui/page-state';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { shortDate } from '@/lib/format';
import { notifySuccess } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useApproval, useDecideApproval } from '../api/approvals';
import { RECORD_STATE_LABEL, fieldLabel } from '../lib/approval-labels';

/** A field of the copy as sent: text as it is, lists one item a line, other shapes as JSON. */
function show(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join('\n');
  return JSON.stringify(value, null, 2);
}

function Findings({ approval }: { approval: Approval }) {
  if (approval.findings.length === 0)
    return <Text>No phrase of this copy breaks the advertising rules of its trade.</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Findings">
      {approval.findings.map((f, i) => (
        <Box
          as="li"
          key={`${f.path}-${f.ruleId}-${i}`}
          borderLeftWidth="3px"
          borderColor="orange.solid"
          pl="3"
        >
          <Text fontWeight="semibold">
            {fieldLabel(f.path)}: “
            <Box as="mark" bg="orange.subtle" color="fg" px="0.5">
              {f.phrase}
            </Box>
            ”
          </Text>
          <Text fontSize="sm">
            {f.title} — {f.why}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Instead: {f.rewording}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Source: {f.source}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * `/approvals/{id}`: one request (docs/approvals.md): the copy as sent, the findings of the compliance
 * check and the disclosures its trade requires; a reviewer approves it or returns it with comments. The
 * page prints as the record's PDF for an examiner.
 */
export function ApprovalReviewPage() {
  const { id = '' } = useParams();
  const approval = useApproval(id);
  const decide = useDecideApproval();
  const [comment, setComment] = useState('');
  useDocumentTitle(approval.data ? `Approval: ${approval.data.playbookName}` : 'Approval');

  if (approval.isPending) return <FullPageSpinner label="Loading..." minH="60vh" />;
  if (approval.isError)
    return isApiError(approval.error) && [400, 404].includes(approval.error.status) ? (
      <PageState title="Request not found" description="This request doesn't exist, or you can't open it." />
    ) : (
      <PageState kind="error" title="Something went wrong" description="The request could not be loaded." />
    );
  const a = approval.data;
  const onDecide = (decision: 'approve' | 'return') =>
    decide.mutate(
      { id: a.id, decision, comment },
      {
        onSuccess: () => {
          setComment('');
          notifySuccess(decision === 'approve' ? 'Copy approved' : 'Copy returned to its author');
        },
      },
    );
  const fields = Object.entries(a.content).filter(([, v]) => show(v).trim() !== '');

  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Stack gap="2">
          <Link asChild fontSize="sm" colorPalette="brand" _print={{ display: 'none' }}>
            <RouterLink to="/approvals">← Approvals</RouterLink>
          </Link>
          <Heading as="h1" size="2xl">
            {a.playbookName} — version {a.version}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge
              colorPalette={a.state === 'approved' ? 'green' : a.state === 'returned' ? 'orange' : 'blue'}
              variant="subtle"
              data-testid="approval-record-state"
            >
              {RECORD_STATE_LABEL[a.state]}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              Sent by {a.requestedByName} on {shortDate(a.requestedAt)}
              {a.decidedByName ? `; ${a.state} by ${a.decidedByName} on ${shortDate(a.decidedAt)}` : ''}
              {a.retainUntil ? `; kept until ${shortDate(a.retainUntil)}` : ''}
            </Text>
          </HStack>
          {a.note ? <Text>Note from the author: “{a.note}”</Text> : null}
          {a.comment ? <Text>Reviewer’s comments: “{a.comment}”</Text> : null}
          <Link asChild fontSize="sm" colorPalette="brand" _print={{ display: 'none' }}>
            <RouterLink to={`/playbooks/${a.playbookId}`}>Open the playbook</RouterLink>
          </Link>
        </Stack>

        <Stack as="section" aria-labelledby="findings-heading" gap="3">
          <Heading as="h2" size="lg" id="findings-heading">
            Findings ({a.findings.length})
          </Heading>
          <Findings approval={a} />
          <Text fontSize="xs" color="fg.muted">
            {COMPLIANCE_NOTICE}
          </Text>
        </Stack>

        {a.disclosures.length ? (
          <Stack as="section" aria-labelledby="disclosures-heading" gap="2">
            <Heading as="h2" size="lg" id="disclosures-heading">
              Disclosures the copy must carry
            </Heading>
            <Stack as="ul" gap="1" pl="5">
              {a.disclosures.map((d) => (
                <Text as="li" key={d.text} fontSize="sm">
                  {d.text}{' '}
                  <Text as="span" color="fg.muted">
                    ({d.source})
                  </Text>
                </Text>
              ))}
            </Stack>
          </Stack>
        ) : null}

        <Stack as="section" aria-labelledby="copy-heading" gap="3">
          <Heading as="h2" size="lg" id="copy-heading">
            The copy as sent
          </Heading>
          {fields.map(([key, value]) => (
            <Box key={key}>
              <Text fontWeight="semibold" fontSize="sm">
                {fieldLabel(key)}
              </Text>
              <Text whiteSpace="pre-wrap" fontSize="sm">
                {show(value)}
              </Text>
            </Box>
          ))}
        </Stack>

        {a.state === 'pending' ? (
          <Stack as="section" aria-labelledby="decision-heading" gap="3" _print={{ display: 'none' }}>
            <Heading as="h2" size="lg" id="decision-heading">
              Your decision
            </Heading>
            <label htmlFor="approval-comment">
              <Text fontSize="sm" fontWeight="medium">
                Comments (required to return the copy)
              </Text>
            </label>
            <Textarea
              id="approval-comment"
              value={comment}
              maxLength={2000}
              onChange={(e) => setComment(e.target.value)}
            />
            <HStack gap="3" wrap="wrap">
              <Button colorPalette="brand" loading={decide.isPending} onClick={() => onDecide('approve')}>
                Approve version {a.version}
              </Button>
              <Button variant="outline" loading={decide.isPending} onClick={() => onDecide('return')}>
                Return with comments
              </Button>
            </HStack>
            {decide.isError ? (
              <Text role="alert" fontSize="sm" color="fg.error">
                {getServerMessage(decide.error, 'Could not record the decision. Please try again.')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <HStack _print={{ display: 'none' }}>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            <LuPrinter aria-hidden /> Print or save the record as PDF
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
