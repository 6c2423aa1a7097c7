import type { Task } from '@icp-studio/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '@/features/notes/lib/due-date';
import { listAnswer, mockFetch } from '@/test/mock-fetch';
import { renderRoute } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ME = '11111111-1111-4111-8111-111111111111';
const CLIENT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ICP_ID = '00000000-0000-4000-8000-0000000000a1';
const PLAYBOOK_ID = '00000000-0000-4000-8000-0000000000b1';

function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    icpId: ICP_ID,
    playbookId: null,
    note: 'Review the pain points',
    isTask: true,
    assignedTo: ME,
    status: 'open',
    userId: CLIENT,
    authorName: 'Ethan Walker',
    dueDate: '2020-03-01',
    editedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    itemName: 'Dental practices in Texas',
    clientName: 'Ethan Walker',
    assigneeName: 'Jane Cooper',
    ...overrides,
  };
}

const overdue = makeTask();
const onPlaybook = makeTask({
  id: '00000000-0000-4000-8000-0000000000c2',
  icpId: null,
  playbookId: PLAYBOOK_ID,
  note: 'Pick two channels',
  assignedTo: CLIENT,
  assigneeName: 'Ethan Walker',
  dueDate: null,
  itemName: 'Q1 plan',
});

const params = (url: string) => new URL(url, 'http://localhost').searchParams;

function tasksHandler(seen: string[], byFilter: Record<string, Task[]>) {
  return (_init: RequestInit | undefined, url: string) => {
    seen.push(url);
    const q = params(url);
    const list = byFilter[q.get('filter') ?? 'open'] ?? [];
    const limit = Number(q.get('limit') ?? 50);
    return listAnswer(list.slice(0, limit), { total: list.length, limit, path: '/api/tasks' });
  };
}

describe('tasks page', () => {
  it('lists the tasks with their item, client, assignee and due day; the overdue one highlighted', async () => {
    const seen: string[] = [];
    mockFetch({ 'GET /api/tasks': tasksHandler(seen, { mine: [overdue, onPlaybook], overdue: [overdue] }) });
    renderRoute('/tasks', { session: 'team_member' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('task-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveAttribute('data-overdue', 'true');
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(within(first).getByText('Mar 1, 2020')).toBeInTheDocument();
    expect(within(first).getByText('You')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Dental practices in Texas' })).toHaveAttribute(
      'href',
      `/icp/${ICP_ID}`,
    );
    expect(within(first).getByText('· Ethan Walker')).toBeInTheDocument();
    expect(second).not.toHaveAttribute('data-overdue');
    expect(within(second).getByRole('link', { name: 'Q1 plan' })).toHaveAttribute(
      'href',
      `/playbooks/${PLAYBOOK_ID}`,
    );
    expect(within(second).getByText('No due date')).toBeInTheDocument();
    expect(within(second).getByText('Ethan Walker')).toBeInTheDocument();

    // Asked with the user's own day, for "overdue"; each tab's count shown.
    const listCall = seen.find((u) => params(u).get('filter') === 'mine' && params(u).get('limit') === '50');
    expect(params(listCall!).get('today')).toBe(localToday());
    const overdueTab = screen.getByRole('tab', { name: /Overdue/ });
    await waitFor(() => expect(within(overdueTab).getByLabelText('1 task')).toBeInTheDocument());
  });

  it('shows the people a task mentions by name, and a mention nobody is named for as typed', async () => {
    const mentioning = makeTask({
      note: 'Call @jcooper and @ghost about the deck',
      mentions: [{ username: 'jcooper', name: 'Jane Cooper' }],
    });
    mockFetch({ 'GET /api/tasks': tasksHandler([], { mine: [mentioning] }) });
    renderRoute('/tasks', { session: 'team_member' });

    const row = await screen.findByTestId('task-row');
    const chip = within(row).getByTestId('mention');
    expect(chip).toHaveTextContent('@Jane Cooper');
    expect(chip).toHaveAttribute('title', '@jcooper');
    expect(row).toHaveTextContent('Call @Jane Cooper and @ghost about the deck');
    expect(row).not.toHaveTextContent('@jcooper');
    expect(
      within(row).getByRole('checkbox', {
        name: 'Complete task: Call @Jane Cooper and @ghost about the deck',
      }),
    ).toBeInTheDocument();
  });

  it('switches tabs, keeping the filter in the address', async () => {
    const seen: string[] = [];
    mockFetch({
      'GET /api/tasks': tasksHandler(seen, {
        mine: [overdue],
        done: [
          makeTask({
            id: '00000000-0000-4000-8000-0000000000c9',
            note: 'Sent the deck',
            status: 'completed',
          }),
        ],
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/tasks', { session: 'client' });
    await screen.findByText('Review the pain points');

    await user.click(screen.getByRole('tab', { name: /Done/ }));
    expect(await screen.findByText('Sent the deck')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=done');
    expect(screen.getByRole('checkbox', { name: 'Reopen task: Sent the deck' })).toBeChecked();

    await user.click(screen.getByRole('tab', { name: /By me|Assigned by me/ }));
    expect(await screen.findByText('No open tasks from you')).toBeInTheDocument();
  });

  it('completes a task from its checkbox and reads the list again', async () => {
    const seen: string[] = [];
    let done = false;
    const completed: string[] = [];
    mockFetch({
      'GET /api/tasks': (init, url) =>
        tasksHandler(seen, {
          mine: done ? [] : [overdue],
          done: done ? [{ ...overdue, status: 'completed' }] : [],
        })(init, url),
      [`POST /api/notes/${overdue.id}/complete`]: () => {
        done = true;
        completed.push(overdue.id);
        return { body: { ...overdue, status: 'completed' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/tasks', { session: 'team_member' });

    await user.click(await screen.findByRole('checkbox', { name: 'Complete task: Review the pain points' }));
    await waitFor(() => expect(completed).toEqual([overdue.id]));
    expect(await screen.findByText('Nothing assigned to you')).toBeInTheDocument();
  });

  it('opens the tab of ?filter= and says when the server fails', async () => {
    mockFetch({ 'GET /api/tasks': { status: 500, body: { message: 'boom' } } });
    renderRoute('/tasks?filter=overdue', { session: 'admin' });
    expect(await screen.findByRole('tab', { name: /Overdue/, selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch tasks')).toBeInTheDocument();
  });
});
