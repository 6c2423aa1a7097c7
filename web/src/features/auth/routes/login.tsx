import { Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthLayout
      pageTitle="Sign in"
      title="Sign in to ICP Studio"
      subtitle="Returning? Sign in to continue your profiles and playbooks. New here? Create a free account first."
      footer={
        <Stack gap="3" align="center">
          <span>New to ICP Studio?</span>
          <Button asChild variant="outline" colorPalette="brand" width="full">
            <RouterLink to="/register">Create an account</RouterLink>
          </Button>
        </Stack>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
