import { Badge, Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuEye, LuListTodo, LuMessageSquarePlus, LuUserRound } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { RecordStatusBadge, type RecordStatus } from '@/components/ui/record-status-badge';

export function OpenTaskBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return <Skeleton h="5" w="20" borderRadius="full" />;
  const label = `${count} open ${count === 1 ? 'task' : 'tasks'}`;
  return (
    <Badge
      size="sm"
      borderRadius="full"
      variant="subtle"
      colorPalette={count > 0 ? 'orange' : 'gray'}
      data-testid="open-task-count"
    >
      <LuListTodo /> {label}
    </Badge>
  );
}

/**
 * The frame of a Team page card (a profile or a playbook): the client and the status, `badge`, the
 * name, the item's own `children`, a footer of `meta` and the open tasks, then View and Note.
 */
export function TeamCard({
  name,
  status,
  client,
  badge,
  hoverBorder,
  meta,
  openTasks,
  viewHref,
  onNote,
  children,
}: {
  name: string;
  status: RecordStatus;
  client: ReactNode;
  badge?: ReactNode;
  hoverBorder: string;
  meta: ReactNode;
  openTasks: number | undefined;
  viewHref: string;
  onNote: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      as="article"
      aria-label={name}
      display="flex"
      flexDirection="column"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.panel"
      p="5"
      boxShadow="xs"
      transition="box-shadow 0.15s ease, border-color 0.15s ease"
      _hover={{ boxShadow: 'md', borderColor: hoverBorder }}
    >
      <HStack justify="space-between" align="start" gap="3">
        <HStack gap="1.5" minW="0" color="fg.muted" fontSize="sm">
          <LuUserRound aria-hidden />
          {client}
        </HStack>
        <RecordStatusBadge status={status} flexShrink={0} />
      </HStack>
      {badge}

      <Text as="h3" fontWeight="semibold" fontSize="md" mt="3" lineClamp={2}>
        {name}
      </Text>
      {children}

      <HStack
        justify="space-between"
        mt="4"
        pt="3"
        borderTopWidth="1px"
        borderColor="border.muted"
        gap="2"
        wrap="wrap"
      >
        {meta}
        <OpenTaskBadge count={openTasks} />
      </HStack>
      <HStack mt="3" gap="2">
        <Button asChild size="sm" variant="outline" flex="1">
          <RouterLink to={viewHref} aria-label={`View ${name}`}>
            <LuEye /> View
          </RouterLink>
        </Button>
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          flex="1"
          onClick={onNote}
          aria-label={`Add a note to ${name}`}
        >
          <LuMessageSquarePlus /> Note
        </Button>
      </HStack>
    </Box>
  );
}
