import type { Task, TaskFilter } from '@icp-studio/contracts';
import {
  Badge,
  Box,
  Checkbox,
  Container,
  Heading,
  HStack,
  Icon,
  Link,
  Skeleton,
  Stack,
  Tabs,
  Text,
  chakra,
} from '@chakra-ui/react';
import {
  LuBookOpen,
  LuCalendarClock,
  LuCircleCheck,
  LuListChecks,
  LuTarget,
  LuUserRound,
} from 'react-icons/lu';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { dueState, formatDueDate, localToday } from '@/features/notes/lib/due-date';
import { MentionText, mentionPlainText } from '@/features/notes/components/mention-text';
import { EmptyBlock, ListError, LoadMoreFooter } from '@/components/ui/list-controls';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useSession } from '@/lib/auth/get-auth-check';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TASK_FILTERS, useTaskCounts, useTasks, useToggleTask } from './get-tasks';

const TAB_LABELS: Record<TaskFilter, string> = {
  mine: 'Assigned to me',
  'by-me': 'Assigned by me',
  overdue: 'Overdue',
  open: 'All open',
  done: 'Done',
};

const EMPTY: Record<TaskFilter, { title: string; description: string }> = {
  mine: {
    title: 'Nothing assigned to you',
    description: 'Tasks someone gives you on a profile or playbook appear here.',
  },
  'by-me': {
    title: 'No open tasks from you',
    description: 'Add a task from the notes of a profile or playbook to follow it up here.',
  },
  overdue: { title: 'Nothing overdue', description: 'Every open task with a due date is on time.' },
  open: {
    title: 'No open tasks',
    description: 'Tasks added to profiles and playbooks you can see appear here.',
  },
  done: { title: 'No completed tasks yet', description: 'Tasks you tick off move here.' },
};

function filterOf(value: string | null): TaskFilter {
  return TASK_FILTERS.includes(value as TaskFilter) ? (value as TaskFilter) : 'mine';
}

/**
 * `/tasks` (docs/product.md §2, Tasks): every task on the profiles and playbooks the user may see, and
 * those given to them, under five tabs; sorted by due day (undated last), overdue ones in red, each
 * ticked off or reopened in place. `?filter=` keeps the tab.
 */
export function TasksPage() {
  useDocumentTitle('Tasks');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('filter'));
  const today = localToday();
  const counts = useTaskCounts(today);

  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'mine') next.delete('filter');
        else next.set('filter', value);
        return next;
      },
      { replace: true },
    );

  if (!user) return null;

  return (
    <Container maxW="5xl" pt={{ base: '8', md: '10' }} pb="16" px={{ base: '4', md: '6' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em">
        Tasks
      </Heading>
      <Text color="fg.muted" mt="2" mb={{ base: '5', md: '7' }}>
        {user.role === 'client'
          ? 'Your to-dos and what you asked your advisor for, across your profiles and playbooks.'
          : user.role === 'admin'
            ? 'Every task on every client profile and playbook.'
            : 'Follow-ups across your clients’ profiles and playbooks, soonest due first.'}
      </Text>

      <Tabs.Root
        value={filter}
        onValueChange={(e) => selectTab(e.value)}
        variant="line"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Box overflowX="auto" mb="5" mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }}>
          <Tabs.List minW="max-content" aria-label="Which tasks">
            {TASK_FILTERS.map((f) => (
              <Tabs.Trigger key={f} value={f} whiteSpace="nowrap">
                {TAB_LABELS[f]}
                {counts[f] !== undefined ? (
                  <Badge
                    size="sm"
                    borderRadius="full"
                    variant={f === 'overdue' && counts[f] > 0 ? 'solid' : 'subtle'}
                    colorPalette={f === 'overdue' && counts[f] > 0 ? 'red' : 'gray'}
                    fontVariantNumeric="tabular-nums"
                    aria-label={`${counts[f]} ${counts[f] === 1 ? 'task' : 'tasks'}`}
                  >
                    {counts[f]}
                  </Badge>
                ) : null}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {TASK_FILTERS.map((f) => (
          <Tabs.Content key={f} value={f} pt="0">
            <TaskList filter={f} today={today} meId={user.id} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Container>
  );
}

function TaskList({ filter, today, meId }: { filter: TaskFilter; today: string; meId: string }) {
  const tasks = useTasks(filter, today);
  const items = tasks.data?.pages.flatMap((p) => p.items) ?? [];
  const total = tasks.data?.pages[0]?.total ?? 0;

  if (tasks.isPending) {
    return (
      <Stack gap="3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="20" borderRadius="xl" />
        ))}
      </Stack>
    );
  }
  if (tasks.isError)
    return <ListError message="Failed to fetch tasks" onRetry={() => void tasks.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyBlock
        icon={filter === 'done' ? <LuCircleCheck /> : <LuListChecks />}
        title={EMPTY[filter].title}
        description={EMPTY[filter].description}
      />
    );
  }
  return (
    <>
      <Stack
        as="ul"
        gap="0"
        listStyleType="none"
        borderWidth="1px"
        borderColor="border"
        borderRadius="xl"
        bg="bg.panel"
        overflow="hidden"
        opacity={tasks.isPlaceholderData ? 0.6 : 1}
        aria-label={TAB_LABELS[filter]}
      >
        {items.map((task) => (
          <TaskRow key={task.id} task={task} today={today} meId={meId} />
        ))}
      </Stack>
      <LoadMoreFooter
        shown={items.length}
        total={total}
        noun={total === 1 ? 'task' : 'tasks'}
        hasMore={Boolean(tasks.hasNextPage)}
        loading={tasks.isFetchingNextPage}
        onLoadMore={() => void tasks.fetchNextPage()}
      />
    </>
  );
}

function TaskRow({ task, today, meId }: { task: Task; today: string; meId: string }) {
  const toggle = useToggleTask();
  useErrorToast(toggle.error, 'Could not update the task');
  const done = task.status === 'completed';
  const due = dueState(task.dueDate, task.status, today);
  // The people the text mentions, by name (an older server sends none: the text shows as typed).
  const names = useMemo(
    () => new Map((task.mentions ?? []).map((m) => [m.username, m.name])),
    [task.mentions],
  );
  const itemHref = task.playbookId ? `/playbooks/${task.playbookId}` : `/icp/${task.icpId}`;
  const itemName = task.itemName ?? (task.playbookId ? 'Untitled playbook' : 'Untitled profile');
  const assignee = !task.assignedTo
    ? 'Unassigned'
    : task.assignedTo === meId
      ? 'You'
      : (task.assigneeName ?? 'A team member');
  // While the change is on its way, the box shows where it is going.
  const checked = toggle.isPending ? (toggle.variables?.done ?? done) : done;

  return (
    <Box
      as="li"
      data-testid="task-row"
      data-overdue={due === 'overdue' ? 'true' : undefined}
      borderTopWidth="1px"
      borderColor="border"
      _first={{ borderTopWidth: '0' }}
      borderLeftWidth="3px"
      borderLeftColor={due === 'overdue' ? 'border.error' : 'transparent'}
      px={{ base: '3', md: '5' }}
      py="4"
      bg={due === 'overdue' ? 'red.subtle/40' : undefined}
    >
      <HStack align="start" gap="3">
        <Checkbox.Root
          colorPalette="brand"
          checked={checked}
          disabled={toggle.isPending}
          onCheckedChange={(e) => toggle.mutate({ id: task.id, done: e.checked === true })}
          mt="0.5"
        >
          <Checkbox.HiddenInput
            aria-label={`${done ? 'Reopen' : 'Complete'} task: ${mentionPlainText(task.note, names).slice(0, 80)}`}
          />
          <Checkbox.Control />
        </Checkbox.Root>
        <Stack gap="1.5" minW="0" flex="1">
          <Text
            fontWeight="medium"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            lineClamp={3}
            color={done ? 'fg.muted' : undefined}
            textDecoration={done ? 'line-through' : undefined}
          >
            <MentionText text={task.note} names={names} />
          </Text>
          <HStack gap={{ base: '2', md: '4' }} rowGap="1" wrap="wrap" fontSize="sm" color="fg.muted">
            <HStack gap="1.5" minW="0">
              <Icon boxSize="3.5" flexShrink="0">
                {task.playbookId ? <LuBookOpen /> : <LuTarget />}
              </Icon>
              <Link asChild color="brand.fg" fontWeight="medium" truncate>
                <RouterLink to={itemHref}>{itemName}</RouterLink>
              </Link>
              {task.clientName ? <Text truncate>· {task.clientName}</Text> : null}
            </HStack>
            <HStack gap="1.5">
              <Icon boxSize="3.5">
                <LuUserRound />
              </Icon>
              <Text>
                <chakra.span srOnly>Assigned to </chakra.span>
                {assignee}
              </Text>
            </HStack>
            {task.dueDate ? (
              <HStack gap="1.5" color={due === 'overdue' ? 'red.700' : undefined}>
                <Icon boxSize="3.5">
                  <LuCalendarClock />
                </Icon>
                <Text>
                  Due{' '}
                  <chakra.time dateTime={task.dueDate} fontWeight={due ? 'medium' : undefined}>
                    {due === 'today' ? 'today' : formatDueDate(task.dueDate)}
                  </chakra.time>
                </Text>
                {due === 'overdue' ? (
                  <Badge size="sm" colorPalette="red" variant="solid">
                    Overdue
                  </Badge>
                ) : null}
              </HStack>
            ) : (
              <Text>No due date</Text>
            )}
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
