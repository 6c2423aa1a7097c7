import { Button, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuLink2Off, LuShieldAlert } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getServerMessage } from '@/lib/api-client';
import { useUndoEmailChange } from '../api/undo-email-change';
import { AuthLayout } from '../components/auth-layout';
import { LinkResultPanel } from '../components/link-result-panel';

/**
 * `/undo-email-change/:token` (docs/product.md §7, "Account recovery"): the link of the notice mailed to
 * the old address once an e-mail change was confirmed. Public, and it asks first: undoing signs everyone
 * out of the account and its password must be chosen again from the restored address.
 */
export function UndoEmailChangePage() {
  const { token = '' } = useParams<{ token: string }>();
  const undo = useUndoEmailChange();

  const signIn = (
    <Button asChild colorPalette="brand" w="full">
      <RouterLink to="/login">Sign in</RouterLink>
    </Button>
  );

  return (
    <AuthLayout pageTitle="Undo e-mail change">
      {undo.isSuccess ? (
        <LinkResultPanel icon={<LuCircleCheck />} tone="green" title="Your old address is back">
          <Text color="fg.muted" data-testid="undo-email-message">
            {undo.data.message}
          </Text>
          <Text color="fg.muted">Open that e-mail, choose a new password, then sign in with it.</Text>
          <Stack gap="3" w="full">
            {signIn}
            <Button asChild variant="outline" w="full">
              <RouterLink to="/forgot-password">Request a new link</RouterLink>
            </Button>
          </Stack>
        </LinkResultPanel>
      ) : undo.isError ? (
        <LinkResultPanel icon={<LuLink2Off />} tone="red" title="This link did not work">
          <Text color="fg.muted" data-testid="undo-email-message" role="alert">
            {getServerMessage(undo.error, 'This undo link is invalid or has already been used.')}
          </Text>
          {signIn}
        </LinkResultPanel>
      ) : (
        <LinkResultPanel icon={<LuShieldAlert />} tone="orange" title="Undo the e-mail change?">
          <Text color="fg.muted">
            The e-mail address of your ICP Studio account was changed. If you didn&apos;t do it, restore your
            old address.
          </Text>
          <Text color="fg.muted">
            Everyone is signed out of the account, you included, and we send a link to your old address to
            choose a new password.
          </Text>
          <Stack gap="3" w="full">
            <Button
              colorPalette="brand"
              w="full"
              loading={undo.isPending}
              loadingText="Restoring your address…"
              onClick={() => undo.mutate(token)}
            >
              Restore my old address
            </Button>
            <Button asChild variant="outline" w="full">
              <RouterLink to="/">It was me: keep the new address</RouterLink>
            </Button>
          </Stack>
        </LinkResultPanel>
      )}
    </AuthLayout>
  );
}
