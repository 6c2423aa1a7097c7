import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@icp-studio/contracts';
import { Box, Button, Heading, Icon, Input, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LuArrowLeft, LuMailCheck, LuMailX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCardHeader } from './auth-layout';
import { UNEXPECTED_ERROR } from './auth-messages';

export const RESET_LINK_SENT = "If an account exists with this email, you'll receive a password reset link.";
/** An install without SMTP (the answer's `emailConfigured: false`): no link will ever come. */
export const NO_EMAIL_TITLE = 'This installation cannot send e-mail';
export const NO_EMAIL_TEXT =
  'No password reset link will arrive, because no mail server is set up here. Ask your administrator to reset your password or to set up e-mail.';

/**
 * docs/product.md §4: the form, then a sent confirmation that can go back to the form; on an install
 * that cannot send e-mail, a notice saying no link will come instead.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [noEmail, setNoEmail] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await forgot.mutateAsync(values);
      if (answer.emailConfigured === false) {
        setNoEmail(true);
        return;
      }
      notifySuccess('Reset link sent!', RESET_LINK_SENT);
      setSentTo(values.email);
    } catch (error) {
      if (isApiError(error)) notifyError('Error', getServerMessage(error, 'Failed to send reset link'));
      else notifyError('Error', UNEXPECTED_ERROR);
    }
  });

  if (noEmail) {
    return (
      <Stack gap="6" textAlign="center" align="center">
        <Box
          boxSize="14"
          borderRadius="full"
          bg="orange.subtle"
          color="orange.fg"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Icon boxSize="7">
            <LuMailX />
          </Icon>
        </Box>
        <Stack gap="2" role="alert">
          <Heading as="h1" size="2xl" letterSpacing="-0.01em">
            {NO_EMAIL_TITLE}
          </Heading>
          <Text color="fg.muted">{NO_EMAIL_TEXT}</Text>
        </Stack>
        <Button asChild variant="ghost" width="full" colorPalette="brand">
          <RouterLink to="/login">
            <LuArrowLeft /> Back to login
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  if (sentTo) {
    return (
      <Stack gap="6" textAlign="center" align="center">
        <Box
          boxSize="14"
          borderRadius="full"
          bg="green.subtle"
          color="green.fg"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Icon boxSize="7">
            <LuMailCheck />
          </Icon>
        </Box>
        <Stack gap="2">
          <Heading as="h1" size="2xl" letterSpacing="-0.01em">
            Check your email
          </Heading>
          <Text color="fg.muted">
            If an account exists for{' '}
            <Text as="span" fontWeight="semibold" color="fg">
              {sentTo}
            </Text>
            , you&apos;ll receive a password reset link shortly. The link expires after 1 hour.
          </Text>
        </Stack>
        <Stack gap="3" width="full">
          <Button
            variant="outline"
            width="full"
            onClick={() => {
              reset({ email: sentTo });
              setSentTo(null);
            }}
          >
            Send Another Email
          </Button>
          <Button asChild variant="ghost" width="full" colorPalette="brand">
            <RouterLink to="/login">
              <LuArrowLeft /> Back to login
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <AuthCardHeader
        title="Forgot your password?"
        subtitle="Enter the email you signed up with and we'll send you a link to reset it."
      />
      <Stack gap="5">
        <FormField label="Email" error={errors.email?.message}>
          <Input
            {...register('email')}
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            autoFocus
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          width="full"
          loading={forgot.isPending}
          loadingText="Sending..."
        >
          Send reset link
        </Button>
        <Link asChild color="fg.muted" fontSize="sm" alignSelf="center">
          <RouterLink to="/login">
            <LuArrowLeft /> Back to login
          </RouterLink>
        </Link>
      </Stack>
    </form>
  );
}
