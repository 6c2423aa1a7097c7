import {
  resetPasswordFormSchema,
  resetTokenSchema,
  type ResetPasswordForm as Values,
} from '@icp-studio/contracts';
import { Box, Button, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LuArrowLeft, LuCircleCheck, LuLink2Off } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/toast';
import { useTimeout } from '@/lib/use-timeout';
import { isInvalidResetLinkError, useResetPassword } from '../api/reset-password';
import { AuthCardHeader } from './auth-layout';
import { UNEXPECTED_ERROR } from './auth-messages';
import { PasswordStrength } from './password-strength';

/** docs/product.md §9: after a successful reset, go to /login after 3 s. */
export const RESET_REDIRECT_DELAY_MS = 3000;

type ResetState = 'form' | 'success' | 'invalid';

function StatePanel({
  icon,
  tone,
  title,
  children,
}: {
  icon: ReactNode;
  tone: 'green' | 'red';
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="6" textAlign="center" align="center">
      <Box
        boxSize="14"
        borderRadius="full"
        bg={`${tone}.subtle`}
        color={`${tone}.fg`}
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        <Icon boxSize="7">{icon}</Icon>
      </Box>
      <Heading as="h1" size="2xl" letterSpacing="-0.01em">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** docs/product.md §4: the form, a success panel (then /login), or the Invalid or Expired Link panel. */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const navigate = useNavigate();
  const schedule = useTimeout();
  const resetPassword = useResetPassword();
  const tokenIsWellFormed = token !== undefined && resetTokenSchema.safeParse(token).success;
  const [state, setState] = useState<ResetState>(tokenIsWellFormed ? 'form' : 'invalid');

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit(async ({ newPassword: password }) => {
    if (!token) {
      setState('invalid');
      return;
    }
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
      setState('success');
      schedule(() => navigate('/login', { replace: true }), RESET_REDIRECT_DELAY_MS);
    } catch (error) {
      if (isInvalidResetLinkError(error)) setState('invalid');
      else if (isApiError(error))
        notifyError('Reset failed', getServerMessage(error, 'Failed to reset password'));
      else notifyError('Error', UNEXPECTED_ERROR);
    }
  });

  if (state === 'invalid') {
    return (
      <StatePanel icon={<LuLink2Off />} tone="red" title="Invalid or Expired Link">
        <Text color="fg.muted">
          This password reset link is invalid or has expired. Reset links expire after 1 hour for your
          security. Request a new one to continue.
        </Text>
        <Stack gap="3" width="full">
          <Button asChild colorPalette="brand" width="full" size="lg">
            <RouterLink to="/forgot-password">Request New Link</RouterLink>
          </Button>
          <Button asChild variant="ghost" width="full">
            <RouterLink to="/login">
              <LuArrowLeft /> Back to Login
            </RouterLink>
          </Button>
        </Stack>
      </StatePanel>
    );
  }

  if (state === 'success') {
    return (
      <StatePanel icon={<LuCircleCheck />} tone="green" title="Password reset successful">
        <Text color="fg.muted">
          Your password has been changed. Taking you to the sign-in page so you can log in with your new
          password...
        </Text>
        <Button asChild colorPalette="brand" width="full" size="lg">
          <RouterLink to="/login" replace>
            Go to login
          </RouterLink>
        </Button>
      </StatePanel>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <AuthCardHeader
        title="Set a new password"
        subtitle="Choose a strong password you haven't used before."
      />
      <Stack gap="5">
        <FormField label="New password" error={errors.newPassword?.message}>
          <PasswordInput
            {...register('newPassword')}
            autoComplete="new-password"
            placeholder="Create a new password"
            autoFocus
          />
          <PasswordStrength password={newPassword} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput
            {...register('confirmPassword')}
            autoComplete="new-password"
            placeholder="Repeat the new password"
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          width="full"
          loading={resetPassword.isPending}
          loadingText="Resetting..."
        >
          Reset password
        </Button>
        <Button asChild variant="ghost" size="sm" alignSelf="center" color="fg.muted">
          <RouterLink to="/login">
            <LuArrowLeft /> Back to login
          </RouterLink>
        </Button>
      </Stack>
    </form>
  );
}
