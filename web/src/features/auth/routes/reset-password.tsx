import { useParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /reset-password/:token, and /reset-password with no token (the invalid-link state). */
export function ResetPasswordPage() {
  const { token } = useParams<{ token?: string }>();
  // A new token (another link opened in the same tab) starts over.
  return (
    <AuthLayout pageTitle="Reset password">
      <ResetPasswordForm key={token ?? ''} token={token} />
    </AuthLayout>
  );
}
