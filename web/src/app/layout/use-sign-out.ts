import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@/features/auth/api/logout';

/** Logout from the header: end the session, drop the cache, go to /login. A failure is only logged. */
export function useSignOut() {
  const navigate = useNavigate();
  const logout = useLogout();
  const signOut = useCallback(async () => {
    try {
      await logout.mutateAsync();
      navigate('/login', { replace: true });
    } catch (error) {
      console.error('Logout failed', error);
    }
  }, [logout, navigate]);
  return { signOut, isSigningOut: logout.isPending };
}
