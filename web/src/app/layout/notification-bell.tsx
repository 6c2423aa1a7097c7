import {
  notificationPath,
  notificationQuotesExcerpt,
  notificationSummaryLine,
  type Notification,
  type NotificationSummary,
} from '@icp-studio/contracts';
import { Badge, Box, Button, HStack, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { api } from '@/lib/api-client';
import { timeAgo } from '@/lib/format';
import { getRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { realtimeSessionHooks } from '@/lib/session-events';

/** How many notifications the bell lists (the newest). */
const BELL_LIST_SIZE = 20;

const notificationKeys = {
  all: ['notifications'] as const,
  summary: () => [...notificationKeys.all, 'summary'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** The bell's accessible name: "Notifications, 3 unread" (or "no unread"). */
export function bellLabel(unread: number): string {
  return `Notifications, ${unread === 0 ? 'no' : unread} unread`;
}

/**
 * The header's bell (docs/product.md §15): the unread count, live over `/ws` (each new notification
 * arrives on the user's socket), and a list of the newest notifications; opening one goes to its item
 * and marks it read; "Mark all as read".
 */
export function NotificationBell({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const summary = useQuery({
    queryKey: notificationKeys.summary(),
    queryFn: ({ signal }): Promise<NotificationSummary> => api.call('notificationSummary', { signal }),
  });
  const list = useQuery({
    queryKey: notificationKeys.list(),
    queryFn: async ({ signal }) =>
      (await api.callPage('listNotifications', { query: { limit: BELL_LIST_SIZE, offset: 0 }, signal }))
        .items,
    enabled: open,
  });

  useEffect(() => {
    const connection = getRealtimeConnection(userId, realtimeSessionHooks);
    return connection.subscribeUser({
      onNotification: (event) => {
        queryClient.setQueryData<NotificationSummary>(notificationKeys.summary(), {
          unreadCount: event.unreadCount,
        });
        queryClient.setQueryData<Notification[]>(notificationKeys.list(), (old) =>
          old ? [event.notification, ...old.filter((n) => n.id !== event.notification.id)] : old,
        );
      },
      onResync: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    });
  }, [userId, queryClient]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const readOne = useMutation({
    mutationFn: (id: string) => api.call('readNotification', { params: { id } }),
    onSettled: refresh,
  });
  const readAll = useMutation({
    mutationFn: () => api.call('readAllNotifications', {}),
    onSettled: refresh,
  });

  const unread = summary.data?.unreadCount ?? 0;
  const items = list.data ?? [];

  const openItem = (n: Notification) => {
    setOpen(false);
    if (!n.readAt) readOne.mutate(n.id);
    navigate(notificationPath(n));
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={bellLabel(unread)} position="relative">
          <LuBell />
          {unread > 0 && (
            <Badge
              aria-hidden="true"
              data-testid="notification-count"
              position="absolute"
              top="0"
              insetEnd="0"
              colorPalette="red"
              variant="solid"
              borderRadius="full"
              fontSize="2xs"
              minW="4"
              h="4"
              px="1"
              justifyContent="center"
            >
              {unread > 99 ? '99+' : unread}
            </Badge>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '90vw', sm: '96' }} aria-label="Notifications">
            <Popover.Header>
              <HStack justify="space-between">
                <Text fontWeight="semibold">Notifications</Text>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => readAll.mutate()}
                  disabled={unread === 0 || readAll.isPending}
                >
                  Mark all as read
                </Button>
              </HStack>
            </Popover.Header>
            <Popover.Body p="0" maxH="96" overflowY="auto">
              {list.isPending ? (
                <Text p="4" color="fg.muted" fontSize="sm">
                  Loading…
                </Text>
              ) : items.length === 0 ? (
                <Text p="4" color="fg.muted" fontSize="sm">
                  Nothing yet. When someone mentions you or gives you a task, it shows here.
                </Text>
              ) : (
                <Stack as="ul" gap="0" listStyleType="none" aria-label="Notifications list">
                  {items.map((n) => (
                    <Box as="li" key={n.id} borderTopWidth="1px" borderColor="border.muted">
                      <Button
                        variant="ghost"
                        w="full"
                        h="auto"
                        py="3"
                        px="4"
                        justifyContent="start"
                        textAlign="start"
                        whiteSpace="normal"
                        borderRadius="0"
                        bg={n.readAt ? undefined : 'brand.subtle'}
                        onClick={() => openItem(n)}
                      >
                        <Stack gap="1" align="start" w="full">
                          <Text fontSize="sm" fontWeight={n.readAt ? 'normal' : 'semibold'}>
                            {notificationSummaryLine(n)}
                            {!n.readAt && (
                              <Box as="span" srOnly>
                                {' (unread)'}
                              </Box>
                            )}
                          </Text>
                          {n.excerpt && notificationQuotesExcerpt(n.kind) && (
                            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                              {n.excerpt}
                            </Text>
                          )}
                          <Text fontSize="xs" color="fg.muted">
                            {timeAgo(n.createdAt)}
                          </Text>
                        </Stack>
                      </Button>
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
