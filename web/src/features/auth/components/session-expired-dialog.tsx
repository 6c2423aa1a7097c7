import { Alert, Button, Dialog, Input, Portal, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { api, getServerMessage, isApiError } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { SIGNED_OUT, useSession } from '@/lib/auth/get-auth-check';
import { homePathForRole } from '@/lib/roles';
import { onSessionExpired } from '@/lib/session-events';
import { notifySuccess } from '@/lib/toast';

/**
 * When a call finds the session ended (a 401, or the live socket closed with 4401), this dialog opens
 * over the page instead of leaving it: what the user typed stays where it is. Signing in again as the
 * same person closes it and reads the page's data again; "Use the sign-in page" goes to /login, which
 * brings the user back to this page afterwards. Someone else signing in starts from their own home.
 */
export function SessionExpiredDialog() {
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const user = session.user;

  useEffect(
    () =>
      onSessionExpired(() => {
        if (!user) return; // nobody was signed in: the guarded routes handle that
        setIdentifier((current) => current || user.username);
        setPassword('');
        setFailure(null);
        setOpen(true);
      }),
    [user],
  );

  if (!user) return null;

  const signIn = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFailure('Password is required');
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const answer = await api.call('login', { body: { username: identifier.trim(), password } });
      setOpen(false);
      if (answer.user.id === user.id) {
        queryClient.setQueryData(authKeys.check(), { authenticated: true, user: answer.user });
        // The page's data again, in the background: what is on screen (and typed) stays meanwhile.
        void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
        notifySuccess('Signed in again', 'Carry on where you left off.');
      } else {
        // Another account: nothing of the previous one may stay on screen.
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
        queryClient.setQueryData(authKeys.check(), { authenticated: true, user: answer.user });
        navigate(homePathForRole(answer.user.role), { replace: true });
      }
    } catch (error) {
      setFailure(
        isApiError(error) && error.status === 401
          ? 'The email or username and password do not match an account.'
          : getServerMessage(error, 'The server could not be reached. Check your connection and try again.'),
      );
      passwordRef.current?.select();
    } finally {
      setPending(false);
    }
  };

  const goToSignInPage = () => {
    setOpen(false);
    queryClient.setQueryData(authKeys.check(), SIGNED_OUT);
    navigate('/login', { replace: true, state: { from: location } });
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      placement="center"
      initialFocusEl={() => passwordRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="xl">
            <chakra.form onSubmit={signIn} noValidate>
              <Dialog.Header>
                <Dialog.Title>Your session has ended</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">
                    Sign in again to carry on. What you typed on this page is kept.
                  </Text>
                  {failure ? (
                    <Alert.Root status="error" borderRadius="lg" role="alert">
                      <Alert.Indicator />
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Root>
                  ) : null}
                  <FormField label="Email or Username">
                    <Input
                      value={identifier}
                      onChange={(e) => setIdentifier(e.target.value)}
                      autoComplete="username"
                    />
                  </FormField>
                  <FormField label="Password">
                    <PasswordInput
                      ref={passwordRef}
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                      autoComplete="current-password"
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={goToSignInPage}>
                  Use the sign-in page
                </Button>
                <Button type="submit" colorPalette="brand" loading={pending} loadingText="Signing in...">
                  Sign in
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
