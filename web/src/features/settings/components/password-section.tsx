import { PASSWORD_CHECKLIST, changePasswordFormSchema } from '@icp-studio/contracts';
import { Box, Button, Field, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuCheck, LuCircle } from 'react-icons/lu';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerFieldErrors, getServerMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/account';
import { AccountSection } from './account-section';

/** A new password (the current one first); every other session of the user is signed out. */
export function PasswordSection() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangePassword();
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(
      { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword },
      {
        onSuccess: () => {
          setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
          notify({
            title: 'Password changed',
            description: 'You stay signed in here; every other session of yours was signed out.',
          });
        },
        onError: (error) => {
          const fields = getServerFieldErrors(error);
          setErrors(
            Object.keys(fields).length
              ? fields
              : { form: getServerMessage(error, 'Could not change your password') },
          );
        },
      },
    );
  };

  return (
    <AccountSection
      id="account-password"
      title="Password"
      description="Changing it signs you out everywhere else; this browser stays signed in."
    >
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.currentPassword)}>
            <Field.Label>Current password</Field.Label>
            <PasswordInput
              value={values.currentPassword}
              onChange={set('currentPassword')}
              autoComplete="current-password"
            />
            {errors.currentPassword ? <Field.ErrorText>{errors.currentPassword}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.newPassword)}>
            <Field.Label>New password</Field.Label>
            <PasswordInput
              value={values.newPassword}
              onChange={set('newPassword')}
              autoComplete="new-password"
              aria-describedby="account-password-rules"
            />
            {errors.newPassword ? <Field.ErrorText>{errors.newPassword}</Field.ErrorText> : null}
          </Field.Root>
          <List.Root id="account-password-rules" variant="plain" gap="1" textStyle="sm">
            {PASSWORD_CHECKLIST.map((rule) => {
              const met = rule.test(values.newPassword);
              return (
                <List.Item key={rule.label} color={met ? 'fg.success' : 'fg.muted'}>
                  <HStack gap="2">
                    {met ? <LuCheck aria-hidden /> : <LuCircle aria-hidden />}
                    <Text>
                      {rule.label}
                      <Box as="span" srOnly>
                        {met ? ' (met)' : ' (not yet)'}
                      </Box>
                    </Text>
                  </HStack>
                </List.Item>
              );
            })}
          </List.Root>
          <Field.Root invalid={Boolean(errors.confirmPassword)}>
            <Field.Label>Confirm new password</Field.Label>
            <PasswordInput
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
              autoComplete="new-password"
            />
            {errors.confirmPassword ? <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText> : null}
          </Field.Root>
          {errors.form ? (
            <Text color="fg.error" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <Box>
            <Button type="submit" colorPalette="brand" loading={change.isPending}>
              Change password
            </Button>
          </Box>
        </Stack>
      </form>
    </AccountSection>
  );
}
