import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthLayout
      pageTitle="Sign in"
      title="Welcome back"
      subtitle="Sign in to continue building your ideal client profiles."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/register">Create one</RouterLink>
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthLayout>
  );
}
