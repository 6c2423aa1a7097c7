import { approvalRecordCsv, type Playbook } from '@icp-studio/contracts';
import { Badge, Box, Button, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload, LuSend, LuShieldCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { getServerMessage } from '@/lib/api-client';
import { saveDownload } from '@/lib/download';
import { shortDate } from '@/lib/format';
import { usePlaybookApprovals, useRequestApproval } from '../api/approvals';
import { RECORD_STATE_LABEL, playbookApprovalLabel } from '../lib/approval-labels';

/** What the status line says beside the badge. */
function statusDetail(p: Playbook): string {
  const a = p.approval;
  const version = p.version ?? 1;
  if (!a) return 'This copy has not been sent for approval. Approve it before you distribute it.';
  if (a.state === 'approved')
    return `Version ${a.approvedVersion} approved by ${a.approvedBy ?? 'a reviewer'} on ${shortDate(a.approvedAt)}.`;
  if (a.state === 'pending') return `Version ${a.requestedVersion} is with a reviewer.`;
  if (a.state === 'returned')
    return `Version ${a.requestedVersion} was returned: read the comments, change the copy and send it again.`;
  return `The copy changed after version ${a.approvedVersion} was approved (now version ${version}): send it for approval again before you distribute it.`;
}

/**
 * The approval of a playbook's copy on its page (docs/approvals.md): "Approved" or "Not approved" and
 * why, "Send for approval" with a note to the reviewer, and the record (each request, its reviewer's
 * decision and comments), downloadable as CSV for an examiner.
 */
export function PlaybookApprovalPanel({ playbook }: { playbook: Playbook }) {
  const [composing, setComposing] = useState(false);
  const [note, setNote] = useState('');
  const request = useRequestApproval();
  const records = usePlaybookApprovals(playbook.id);
  const label = playbookApprovalLabel(playbook.approval);
  const state = playbook.approval?.state;
  const canSend = state !== 'pending' && state !== 'approved';

  const send = () =>
    request.mutate(
      { id: playbook.id, version: playbook.version ?? 1, note },
      {
        onSuccess: () => {
          setComposing(false);
          setNote('');
        },
      },
    );

  const download = () => {
    const csv = approvalRecordCsv(records.data ?? []);
    const safe = playbook.name.replace(/[^\w-]+/g, '-').slice(0, 60) || 'playbook';
    saveDownload({
      blob: new Blob([csv], { type: 'text/csv;charset=utf-8' }),
      fileName: `${safe}-approval-record.csv`,
    });
  };

  return (
    <Box
      role="region"
      aria-label="Approval"
      borderWidth="1px"
      borderColor={state === 'approved' ? 'green.muted' : 'border.muted'}
      bg={state === 'approved' ? 'green.subtle' : 'bg.panel'}
      borderRadius="lg"
      px="4"
      py="3"
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            <LuShieldCheck aria-hidden />
            <Badge colorPalette={label.palette} variant="subtle" data-testid="approval-status">
              {label.text}
            </Badge>
            <Text fontSize="sm">{statusDetail(playbook)}</Text>
          </HStack>
          {canSend && !composing ? (
            <Button size="sm" colorPalette="brand" onClick={() => setComposing(true)}>
              <LuSend aria-hidden /> Send for approval
            </Button>
          ) : null}
        </HStack>
        {composing ? (
          <Stack gap="2">
            <label htmlFor="approval-note">
              <Text fontSize="sm" fontWeight="medium">
                Note to the reviewer (optional)
              </Text>
            </label>
            <Textarea
              id="approval-note"
              value={note}
              maxLength={2000}
              onChange={(e) => setNote(e.target.value)}
              placeholder="Where this copy will be used, what changed since the last review…"
            />
            <HStack>
              <Button size="sm" colorPalette="brand" loading={request.isPending} onClick={send}>
                Send version {playbook.version ?? 1} for approval
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setComposing(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        ) : null}
        {request.isError ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {getServerMessage(request.error, 'Could not send this playbook for approval. Please try again.')}
          </Text>
        ) : null}
        {records.data && records.data.length > 0 ? (
          <Stack gap="2">
            <HStack justify="space-between" wrap="wrap">
              <Text fontSize="sm" fontWeight="semibold">
                Approval record
              </Text>
              <Button size="xs" variant="outline" onClick={download}>
                <LuDownload aria-hidden /> Download record (CSV)
              </Button>
            </HStack>
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Approval record">
              {records.data.map((r) => (
                <Box as="li" key={r.id} fontSize="sm" borderTopWidth="1px" borderColor="border.muted" pt="2">
                  <Text>
                    <Link asChild colorPalette="brand" fontWeight="medium">
                      <RouterLink to={`/approvals/${r.id}`}>Version {r.version}</RouterLink>
                    </Link>
                    {` · ${RECORD_STATE_LABEL[r.state]} · sent by ${r.requestedByName} on ${shortDate(r.requestedAt)}`}
                    {r.decidedByName ? ` · decided by ${r.decidedByName} on ${shortDate(r.decidedAt)}` : ''}
                    {` · ${r.findings.length} finding${r.findings.length === 1 ? '' : 's'}`}
                  </Text>
                  {r.comment ? (
                    <Text color="fg.muted" data-testid="approval-comment">
                      “{r.comment}”
                    </Text>
                  ) : null}
                </Box>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
