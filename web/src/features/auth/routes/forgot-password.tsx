import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthLayout pageTitle="Forgot password">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
