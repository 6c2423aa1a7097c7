import type { User } from '@icp-studio/contracts';
import { Alert, Spinner } from '@chakra-ui/react';
import { displayName } from '@/lib/user-display';

type ClientSummary = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** How the product names a client: full name, else e-mail, else "client" (docs/product.md §8). */
export function clientLabel(client: ClientSummary | null | undefined): string {
  const name = displayName(client);
  return name === 'User' ? 'client' : name;
}

/** Client mode: says whom the profile is for. */
export function ClientBanner({
  client,
  loading,
  error,
}: {
  client: ClientSummary | null | undefined;
  loading: boolean;
  error: string | null;
}) {
  if (loading) {
    return (
      <Alert.Root status="info" variant="subtle" borderRadius="lg">
        <Alert.Indicator>
          <Spinner size="sm" />
        </Alert.Indicator>
        <Alert.Title>Loading client…</Alert.Title>
      </Alert.Root>
    );
  }
  if (error) {
    return (
      <Alert.Root status="warning" variant="subtle" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error}</Alert.Title>
          <Alert.Description>
            You can still fill in the profile; creating it will check access again.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const name = clientLabel(client);
  const email = client?.email && client.email !== name ? client.email : null;
  return (
    <Alert.Root
      status="info"
      variant="subtle"
      borderRadius="lg"
      colorPalette="brand"
      data-testid="client-banner"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Creating a profile for {name}</Alert.Title>
        <Alert.Description>
          {email ? `${email} · ` : ''}The profile will belong to this client and appear on their dashboard.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
