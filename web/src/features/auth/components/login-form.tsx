import { loginRequestSchema } from '@icp-studio/contracts';
import { Button, Checkbox, Input, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { homePathForRole } from '@/lib/roles';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useTimeout } from '@/lib/use-timeout';
import { authKeys } from '../api/auth-keys';
import { useLogin } from '../api/login';
import { UNEXPECTED_ERROR } from './auth-messages';

/** Spec section 9: the redirect after a successful sign-in waits 0.5 s. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

export function LoginForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schedule = useTimeout();
  const login = useLogin();
  const [redirecting, setRedirecting] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user } = await login.mutateAsync(values);
      notifySuccess('Welcome back!', 'Login successful');
      setRedirecting(true);
      schedule(() => {
        queryClient.setQueryData(authKeys.check(), { authenticated: true, user });
        navigate(homePathForRole(user.role), { replace: true });
      }, LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      if (isApiError(error)) notifyError('Login failed', getServerMessage(error, 'Invalid credentials'));
      else notifyError('Error', UNEXPECTED_ERROR);
    }
  });

  const pending = login.isPending || redirecting;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        <FormField label="Email or Username" error={errors.username?.message}>
          <Input
            {...register('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@company.com"
            autoFocus
          />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
              <RouterLink to="/forgot-password">Forgot password?</RouterLink>
            </Link>
          }
        >
          <PasswordInput
            {...register('password')}
            autoComplete="current-password"
            placeholder="Your password"
          />
        </FormField>
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox.Root
              colorPalette="brand"
              checked={Boolean(field.value)}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              name={field.name}
              size="sm"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">Remember me</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          width="full"
          loading={pending}
          loadingText="Signing in..."
        >
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
