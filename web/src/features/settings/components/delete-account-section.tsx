import { deleteMeRequestSchema, type User } from '@icp-studio/contracts';
import { Box, Button, Dialog, Field, List, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerFieldErrors, getServerMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useDeleteAccount } from '../api/account';
import { AccountSection } from './account-section';

/** Deleting the account, behind a dialog that says what goes and asks for the password. */
export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setCurrentPassword('');
    setErrors({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = deleteMeRequestSchema.safeParse({ currentPassword });
    if (!parsed.success) {
      setErrors({ currentPassword: parsed.error.issues[0]?.message ?? 'Enter your current password' });
      return;
    }
    setErrors({});
    remove.mutate(parsed.data, {
      onSuccess: () => {
        notify({
          title: 'Account deleted',
          description: 'Your account and everything you owned were deleted.',
        });
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        const fields = getServerFieldErrors(error);
        setErrors(
          Object.keys(fields).length
            ? fields
            : { form: getServerMessage(error, 'Could not delete your account') },
        );
      },
    });
  };

  return (
    <AccountSection
      id="account-delete"
      title="Delete account"
      tone="danger"
      description="Deletes your account and everything you own in ICP Studio. This cannot be undone."
    >
      <Box>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          <LuTrash2 /> Delete my account
        </Button>
      </Box>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => (e.open ? setOpen(true) : close())}
        placement="center"
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content borderRadius="xl" data-testid="delete-account-dialog">
              <form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>Delete your account?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>This is permanent. When you delete the account of {user.email}:</Text>
                    <List.Root gap="1.5" ps="5" textStyle="sm">
                      <List.Item>
                        Your profiles, drafts and playbooks are deleted, with the notes and tasks on them.
                      </List.Item>
                      <List.Item>
                        Every note and task you wrote is deleted, including tasks you gave to others.
                      </List.Item>
                      <List.Item>Tasks others gave you stay on their items, with no one assigned.</List.Item>
                      <List.Item>Your AI settings and API key are deleted.</List.Item>
                      <List.Item>You are signed out everywhere and cannot sign in again.</List.Item>
                    </List.Root>
                    <Text textStyle="sm" color="fg.muted">
                      Want a copy first? Use “Download my data” before you continue.
                    </Text>
                    <Field.Root invalid={Boolean(errors.currentPassword)}>
                      <Field.Label>Current password</Field.Label>
                      <PasswordInput
                        value={currentPassword}
                        onChange={(e) => setCurrentPassword(e.target.value)}
                        autoComplete="current-password"
                      />
                      {errors.currentPassword ? (
                        <Field.ErrorText>{errors.currentPassword}</Field.ErrorText>
                      ) : null}
                    </Field.Root>
                    {errors.form ? (
                      <Text color="fg.error" role="alert">
                        {errors.form}
                      </Text>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="ghost" onClick={close} disabled={remove.isPending}>
                    Cancel
                  </Button>
                  <Button type="submit" colorPalette="red" loading={remove.isPending}>
                    Delete my account
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </AccountSection>
  );
}
