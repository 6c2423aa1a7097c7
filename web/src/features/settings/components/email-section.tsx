import { emailChangeRequestSchema, type User } from '@icp-studio/contracts';
import { Alert, Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerFieldErrors, getServerMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useRequestEmailChange } from '../api/account';
import { AccountSection } from './account-section';

/** The e-mail address; a new one counts once the link sent to it is opened. */
export function EmailSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request = useRequestEmailChange();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = emailChangeRequestSchema.safeParse({ newEmail, currentPassword });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: (saved) => {
        setEditing(false);
        setNewEmail('');
        setCurrentPassword('');
        notify({
          title: 'Check your inbox',
          description: `We sent a confirmation link to ${saved.pendingEmail ?? parsed.data.newEmail}.`,
        });
      },
      onError: (error) => {
        const fields = getServerFieldErrors(error);
        setErrors(
          Object.keys(fields).length
            ? fields
            : { form: getServerMessage(error, 'Could not change your e-mail') },
        );
      },
    });
  };

  const cancel = () => {
    setEditing(false);
    setErrors({});
    setNewEmail('');
    setCurrentPassword('');
  };

  return (
    <AccountSection
      id="account-email"
      title="E-mail address"
      description="Sign-in, password reset and notices go to this address."
    >
      <Box>
        <Text fontWeight="medium" data-testid="account-email">
          {user.email}
        </Text>
        {user.pendingEmail ? (
          <Alert.Root status="info" mt="3" borderRadius="lg" data-testid="pending-email">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Pending: confirm at {user.pendingEmail}</Alert.Title>
              <Alert.Description>
                Open the link we sent there within 24 hours. Until then you keep using {user.email}.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Box>
      {editing ? (
        <form onSubmit={submit} noValidate aria-label="Change e-mail address">
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.newEmail)}>
              <Field.Label>New e-mail address</Field.Label>
              <Input
                type="email"
                value={newEmail}
                onChange={(e) => setNewEmail(e.target.value)}
                autoComplete="email"
              />
              {errors.newEmail ? <Field.ErrorText>{errors.newEmail}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root invalid={Boolean(errors.currentPassword)}>
              <Field.Label>Current password</Field.Label>
              <PasswordInput
                value={currentPassword}
                onChange={(e) => setCurrentPassword(e.target.value)}
                autoComplete="current-password"
              />
              {errors.currentPassword ? <Field.ErrorText>{errors.currentPassword}</Field.ErrorText> : null}
            </Field.Root>
            {errors.form ? (
              <Text color="fg.error" role="alert">
                {errors.form}
              </Text>
            ) : null}
            <Stack direction="row" gap="3">
              <Button type="submit" colorPalette="brand" loading={request.isPending}>
                Send confirmation link
              </Button>
              <Button variant="ghost" onClick={cancel} disabled={request.isPending}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </form>
      ) : (
        <Box>
          <Button variant="outline" onClick={() => setEditing(true)}>
            Change e-mail address
          </Button>
        </Box>
      )}
    </AccountSection>
  );
}
