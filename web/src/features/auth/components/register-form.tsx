import { registerFormSchema, type RegisterForm as RegisterFormValues } from '@icp-studio/contracts';
import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerFieldErrors, getServerMessage, isApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useTimeout } from '@/lib/use-timeout';
import { authKeys } from '@/lib/auth/auth-keys';
import { markNewAccount } from '@/lib/auth/new-account';
import { useRegister } from '../api/register';
import { UNEXPECTED_ERROR } from './auth-messages';
import { PasswordStrength } from './password-strength';

/** docs/product.md §9: the redirect after creating an account waits 1 s. */
export const REGISTER_REDIRECT_DELAY_MS = 1000;

const FIELD_NAMES = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

export function RegisterForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schedule = useTimeout();
  const registerMutation = useRegister();
  const [redirecting, setRedirecting] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      const { user } = await registerMutation.mutateAsync(body);
      markNewAccount(user.id);
      notifySuccess('Account created!', `Welcome to ICP Studio, ${user.firstName || user.username}.`);
      setRedirecting(true);
      schedule(() => {
        queryClient.setQueryData(authKeys.check(), { authenticated: true, user });
        void queryClient.invalidateQueries({ queryKey: authKeys.check() });
        navigate('/', { replace: true });
      }, REGISTER_REDIRECT_DELAY_MS);
    } catch (error) {
      if (!isApiError(error)) {
        notifyError('Error', UNEXPECTED_ERROR);
        return;
      }
      const fields = getServerFieldErrors(error);
      for (const name of FIELD_NAMES) {
        const message = fields[name];
        if (message) setError(name, { type: 'server', message });
      }
      notifyError('Registration failed', getServerMessage(error, 'Could not create account'));
    }
  });

  const pending = registerMutation.isPending || redirecting;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" error={errors.firstName?.message}>
            <Input {...register('firstName')} autoComplete="given-name" placeholder="Jane" autoFocus />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input {...register('lastName')} autoComplete="family-name" placeholder="Doe" />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Username"
          error={errors.username?.message}
          helperText="3–20 characters: letters, numbers and underscores."
        >
          <Input
            {...register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="jane_doe"
          />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input {...register('email')} type="email" autoComplete="email" placeholder="jane@company.com" />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput
            {...register('password')}
            autoComplete="new-password"
            placeholder="Create a password"
          />
          <PasswordStrength password={password} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput
            {...register('confirmPassword')}
            autoComplete="new-password"
            placeholder="Repeat your password"
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          width="full"
          loading={pending}
          loadingText="Creating account..."
        >
          Create account
        </Button>
      </Stack>
    </form>
  );
}
