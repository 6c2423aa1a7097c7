import type { AdvisorSummary, ClientListing } from '@icp-studio/contracts';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { clientCountLabel } from '@/lib/client-format';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { getServerMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { displayName, distinctNames } from '@/lib/user-display';
import { useSaveAssignment } from '../api/save-assignment';
import {
  assignmentFormSchema,
  canConfirmAssignment,
  type AssignmentFormOutput,
  type AssignmentFormValues,
} from '../lib/assignment-form';

export interface AssignmentDialogProps {
  /** The client to assign or reassign; null closes the dialog. */
  client: ClientListing | null;
  advisors: readonly AdvisorSummary[];
  onClose: () => void;
}

/**
 * "Assign Client to Advisor" or "Reassign Client" (docs/product.md §2, Admin page): the client, their current
 * advisor, an advisor select with each advisor's client count, optional notes, and a warning when the
 * client leaves their current advisor. Confirm waits for an advisor other than the current one.
 */
export function AssignmentDialog({ client, advisors, onClose }: AssignmentDialogProps) {
  return (
    <Dialog.Root
      open={client !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      motionPreset="slide-in-bottom"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            {client ? (
              <AssignmentForm key={client.id} client={client} advisors={advisors} onClose={onClose} />
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AssignmentForm({
  client,
  advisors,
  onClose,
}: {
  client: ClientListing;
  advisors: readonly AdvisorSummary[];
  onClose: () => void;
}) {
  const save = useSaveAssignment();
  const currentAdvisorId = client.advisorId;
  const reassigning = currentAdvisorId !== null;
  const currentAdvisor = client.advisor ? displayName({ ...client.advisor, email: '' }) : null;
  const clientName = displayName(client);
  // Two advisors of the same name are told apart by their e-mail (docs/product.md §15).
  const names = useMemo(() => distinctNames(advisors), [advisors]);
  const advisorName = (a: AdvisorSummary) => names.get(a.id) ?? displayName(a);

  const { register, handleSubmit, control } = useForm<AssignmentFormValues, unknown, AssignmentFormOutput>({
    resolver: zodResolver(assignmentFormSchema(currentAdvisorId)),
    defaultValues: { clientId: client.id, advisorId: currentAdvisorId ?? '', notes: client.notes ?? '' },
  });
  const advisorId = useWatch({ control, name: 'advisorId' });
  const chosen = advisors.find((a) => a.id === advisorId) ?? null;
  const canConfirm = canConfirmAssignment(advisorId, currentAdvisorId);

  const onSubmit = handleSubmit(async (assignment) => {
    try {
      await save.mutateAsync({ mode: reassigning ? 'reassign' : 'create', assignment });
      notifySuccess(
        'Assignment updated successfully',
        chosen ? `${clientName} is now assigned to ${advisorName(chosen)}.` : undefined,
      );
      onClose();
    } catch (error) {
      notifyError('Error', getServerMessage(error, 'Failed to update assignment'));
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Dialog.Header pb="2" pe="12">
        <Dialog.Title fontSize="lg">
          {reassigning ? 'Reassign Client' : 'Assign Client to Advisor'}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Box borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="3" bg="bg.subtle">
            <HStack gap="3">
              <PersonAvatar person={client} size="md" />
              <Box minW="0">
                <Text fontWeight="semibold" truncate data-testid="assignment-client">
                  {clientName}
                </Text>
                {client.email !== clientName ? (
                  <Text fontSize="sm" color="fg.muted" truncate>
                    {client.email}
                  </Text>
                ) : null}
              </Box>
            </HStack>
            <Text fontSize="sm" mt="3" color="fg.muted">
              Current advisor:{' '}
              <Text as="span" color="fg" fontWeight="medium" data-testid="assignment-current-advisor">
                {currentAdvisor ?? 'None'}
              </Text>
            </Text>
          </Box>

          <Field.Root required>
            <Field.Label>
              {reassigning ? 'New advisor' : 'Advisor'}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root disabled={advisors.length === 0}>
              <NativeSelect.Field {...register('advisorId')}>
                <option value="">Select an advisor</option>
                {advisors.map((a) => (
                  <option key={a.id} value={a.id}>
                    {advisorName(a)} ({clientCountLabel(a.clientCount)})
                    {a.id === currentAdvisorId ? ' · current' : ''}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {advisors.length === 0 ? (
              <Field.HelperText>
                No advisors yet. Make a user an advisor under Users &amp; Roles first.
              </Field.HelperText>
            ) : chosen && chosen.id === currentAdvisorId ? (
              <Field.HelperText>
                This is the client’s current advisor. Choose a different one.
              </Field.HelperText>
            ) : chosen ? (
              <Field.HelperText data-testid="advisor-workload-note">
                {advisorName(chosen)} currently manages {clientCountLabel(chosen.clientCount)}.
              </Field.HelperText>
            ) : null}
          </Field.Root>

          <Field.Root>
            <Field.Label>Assignment Notes (Optional)</Field.Label>
            <Textarea
              {...register('notes')}
              rows={3}
              placeholder="Context for the advisor: goals, priorities, how to work together…"
              maxLength={1000}
            />
          </Field.Root>

          {reassigning ? (
            <Alert.Root status="warning" variant="subtle" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Reassignment Warning</Alert.Title>
                <Alert.Description>
                  {clientName} will be removed from {currentAdvisor ?? 'the current advisor'}’s portfolio, who
                  will no longer see their profiles and playbooks.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer gap="3">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!canConfirm}
          loading={save.isPending}
          loadingText="Saving..."
        >
          {reassigning ? 'Confirm Reassignment' : 'Confirm Assignment'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
