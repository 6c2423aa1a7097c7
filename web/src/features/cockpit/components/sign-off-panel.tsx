import { changedSinceSignOff, type SignOff } from '@icp-studio/contracts';
import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import type { QueryKey } from '@tanstack/react-query';
import { LuBadgeCheck } from 'react-icons/lu';
import { getServerMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/get-auth-check';
import { shortDate } from '@/lib/format';
import { useSignOff } from '../api/cockpit';

interface SignOffItem {
  id: string;
  userId: string;
  version?: number;
  signOff?: SignOff | null;
}

/**
 * The sign-off line of a profile or playbook page (docs/product.md §18): "Signed off version N on DATE"
 * and "Changed since" for everyone who sees the item; "Sign off this version" for its owning client.
 */
export function SignOffPanel({
  kind,
  item,
  detailKey,
}: {
  kind: 'icp' | 'playbook';
  item: SignOffItem;
  detailKey: QueryKey;
}) {
  const { user } = useSession();
  const signOff = useSignOff(kind, detailKey);
  const version = item.version ?? 1;
  const isOwner = user?.id === item.userId;
  const changed = changedSinceSignOff({ version, signOff: item.signOff });
  const noun = kind === 'icp' ? 'profile' : 'playbook';
  if (!item.signOff && !isOwner) return null;
  return (
    <Box
      role="region"
      aria-label="Sign-off"
      borderWidth="1px"
      borderColor={changed === false ? 'green.muted' : 'border.muted'}
      bg={changed === false ? 'green.subtle' : 'bg.panel'}
      borderRadius="lg"
      px="4"
      py="3"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2" wrap="wrap">
          <LuBadgeCheck aria-hidden />
          {item.signOff ? (
            <Text fontSize="sm" data-testid="sign-off-status">
              Signed off version {item.signOff.version} on {shortDate(item.signOff.signedAt)}
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted" data-testid="sign-off-status">
              Not signed off yet
            </Text>
          )}
          {changed ? (
            <Badge colorPalette="orange" variant="subtle" borderRadius="full">
              Changed since (now version {version})
            </Badge>
          ) : null}
        </HStack>
        {isOwner && changed !== false ? (
          <Button
            size="sm"
            colorPalette="brand"
            loading={signOff.isPending}
            onClick={() => signOff.mutate({ id: item.id, version })}
          >
            Sign off this version
          </Button>
        ) : null}
      </HStack>
      {signOff.isError ? (
        <Text role="alert" fontSize="sm" color="fg.error" mt="2">
          {getServerMessage(signOff.error, `Could not sign off this ${noun}. Please try again.`)}
        </Text>
      ) : null}
    </Box>
  );
}
