import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  return (
    <AuthLayout
      pageTitle="Create your account"
      title="Create your account"
      subtitle="Start building ideal client profiles and marketing playbooks with AI."
      footer={
        <>
          Already have an account?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login">Sign in</RouterLink>
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
