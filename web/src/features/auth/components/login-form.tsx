import { loginRequestSchema } from '@icp-studio/contracts';
import { Alert, Button, Checkbox, Input, Link, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, type Location } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { getServerMessage, isApiError } from '@/lib/api-client';
import { homePathForRole } from '@/lib/roles';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useTimeout } from '@/lib/use-timeout';
import { authKeys } from '@/lib/auth/auth-keys';
import { useLogin } from '../api/login';
import { UNEXPECTED_ERROR } from './auth-messages';

/** docs/product.md §9: the redirect after a successful sign-in waits 0.5 s. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * Where a sign-in goes: back to the page that sent the visitor here (a deep link, or a page whose
 * session ended), else the role's home. Only paths of this app; never back to the sign-in pages.
 */
export function afterSignIn(from: Location | undefined, home: string): string {
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return home;
  if (['/login', '/register', '/forgot-password'].includes(from.pathname)) return home;
  if (from.pathname.startsWith('/reset-password')) return home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginForm() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const queryClient = useQueryClient();
  const schedule = useTimeout();
  const login = useLogin();
  const [redirecting, setRedirecting] = useState(false);
  /** Stays on the page (the toast goes after 5 s): what went wrong with the last attempt. */
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { user } = await login.mutateAsync(values);
      notifySuccess('Welcome back!', 'Login successful');
      setRedirecting(true);
      schedule(() => {
        queryClient.setQueryData(authKeys.check(), { authenticated: true, user });
        navigate(afterSignIn(from, homePathForRole(user.role)), { replace: true });
      }, LOGIN_REDIRECT_DELAY_MS);
    } catch (error) {
      if (isApiError(error)) {
        notifyError('Login failed', getServerMessage(error, 'Invalid credentials'));
        setFailure(
          error.status === 401
            ? 'The email or username and password do not match an account. Check both, or reset your password.'
            : getServerMessage(error, 'Invalid credentials'),
        );
        setFocus('password', { shouldSelect: true });
      } else {
        notifyError('Error', UNEXPECTED_ERROR);
        setFailure('The server could not be reached. Check your connection and try again.');
      }
    }
  });

  const pending = login.isPending || redirecting;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5">
        {failure ? (
          <Alert.Root status="error" borderRadius="lg" role="alert" data-testid="login-failure">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Sign-in failed</Alert.Title>
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
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
