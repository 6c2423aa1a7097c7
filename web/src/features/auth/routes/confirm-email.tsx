import type { ConfirmEmailChangeResponse } from '@icp-studio/contracts';
import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LuCircleCheck, LuLink2Off } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { api, getServerMessage } from '@/lib/api-client';
import { authKeys } from '@/lib/auth/auth-keys';
import { useAuthCheck } from '@/lib/auth/get-auth-check';
import { AuthLayout } from '../components/auth-layout';
import { LinkResultPanel } from '../components/link-result-panel';

/**
 * `/confirm-email/:token` (docs/product.md, Account): the link of an e-mail change. Public: it confirms
 * signed in or not, says so, and offers the way on (Settings when signed in, sign-in otherwise).
 */
export function ConfirmEmailPage() {
  const { token = '' } = useParams<{ token: string }>();
  const queryClient = useQueryClient();
  const session = useAuthCheck();
  const signedIn = Boolean(session.data?.authenticated);
  // A query, not a mutation: the link is confirmed once per token even when the page renders twice.
  const confirm = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: (): Promise<ConfirmEmailChangeResponse> => api.call('confirmEmailChange', { body: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  useEffect(() => {
    if (confirm.isSuccess) void queryClient.invalidateQueries({ queryKey: authKeys.check() });
  }, [confirm.isSuccess, queryClient]);

  const next = signedIn ? (
    <Button asChild colorPalette="brand" w="full">
      <RouterLink to="/settings?tab=account">Go to Settings</RouterLink>
    </Button>
  ) : (
    <Button asChild colorPalette="brand" w="full">
      <RouterLink to="/login">Sign in</RouterLink>
    </Button>
  );

  return (
    <AuthLayout pageTitle="Confirm e-mail address">
      {confirm.isPending ? (
        <Stack gap="4" align="center" py="6" role="status">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">Confirming your new e-mail address…</Text>
        </Stack>
      ) : confirm.isSuccess ? (
        <LinkResultPanel icon={<LuCircleCheck />} tone="green" title="E-mail address confirmed">
          <Text color="fg.muted" data-testid="confirm-email-message">
            {confirm.data.message} Use it from now on to sign in.
          </Text>
          {next}
        </LinkResultPanel>
      ) : (
        <LinkResultPanel icon={<LuLink2Off />} tone="red" title="This link did not work">
          <Text color="fg.muted" data-testid="confirm-email-message">
            {getServerMessage(confirm.error, 'This confirmation link is invalid or has already been used.')}
          </Text>
          {next}
        </LinkResultPanel>
      )}
    </AuthLayout>
  );
}
