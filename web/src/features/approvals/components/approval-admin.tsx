import { Box, Button, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import {
  useApprovalSettings,
  useSetApprovalSettings,
  useSetComplianceReviewer,
  useUserSearch,
} from '../api/approvals';

/**
 * An admin's part of approvals (docs/approvals.md): how long approved copy is kept (5 years unless set),
 * and marking a user as compliance reviewer (or no longer).
 */
export function ApprovalAdmin() {
  const settings = useApprovalSettings({ enabled: true });
  const save = useSetApprovalSettings();
  const [years, setYears] = useState('');
  useEffect(() => {
    if (settings.data) setYears(String(settings.data.retentionYears));
  }, [settings.data]);
  const [search, setSearch] = useState('');
  const users = useUserSearch(search, { enabled: true });
  const [userId, setUserId] = useState('');
  const mark = useSetComplianceReviewer();

  const onMark = (reviewer: boolean) => {
    if (!userId) return;
    mark.mutate(
      { id: userId, reviewer },
      {
        onSuccess: () =>
          notifySuccess(reviewer ? 'Marked as compliance reviewer' : 'No longer a compliance reviewer'),
        onError: (error) => notifyError('Error', getServerMessage(error, 'Could not change the reviewer')),
      },
    );
  };

  return (
    <Box as="section" aria-labelledby="approval-admin-heading" borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="4">
        <Heading as="h2" size="md" id="approval-admin-heading">
          Approval settings
        </Heading>
        <Stack gap="1">
          <label htmlFor="retention-years">
            <Text fontSize="sm" fontWeight="medium">
              Keep approved copy for (years)
            </Text>
          </label>
          <HStack>
            <Input
              id="retention-years"
              type="number"
              min={1}
              max={30}
              width="24"
              value={years}
              onChange={(e) => setYears(e.target.value)}
            />
            <Button
              size="sm"
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { retentionYears: Number(years) },
                  {
                    onSuccess: () => notifySuccess('Retention saved'),
                    onError: (error) =>
                      notifyError('Error', getServerMessage(error, 'Could not save the retention')),
                  },
                )
              }
            >
              Save
            </Button>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            Approved copy cannot be deleted by its author until then.
          </Text>
        </Stack>
        <Stack gap="1">
          <label htmlFor="reviewer-search">
            <Text fontSize="sm" fontWeight="medium">
              Compliance reviewers: find a user by name or e-mail
            </Text>
          </label>
          <Input id="reviewer-search" value={search} onChange={(e) => setSearch(e.target.value)} />
          {users.data && users.data.length > 0 ? (
            <HStack gap="2" wrap="wrap" mt="2">
              <NativeSelect.Root size="sm" width="72">
                <NativeSelect.Field
                  aria-label="User"
                  value={userId}
                  onChange={(e) => setUserId(e.target.value)}
                >
                  <option value="">Choose a user</option>
                  {users.data.map((u) => (
                    <option key={u.id} value={u.id}>
                      {`${u.firstName} ${u.lastName}`.trim() || u.username} ({u.email})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button size="sm" disabled={!userId} loading={mark.isPending} onClick={() => onMark(true)}>
                Mark as reviewer
              </Button>
              <Button size="sm" variant="outline" disabled={!userId} onClick={() => onMark(false)}>
                Remove as reviewer
              </Button>
            </HStack>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
