import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_ID,
  ICP_ID,
  PLAYBOOK_ID,
  makeIcp,
  makeNote,
  makePlaybook,
  page,
} from '@/features/playbooks/testing/playbook-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { resetRealtimeConnection } from '../api/realtime-connection';
import { FakeWebSocket } from '../testing/fake-web-socket';
import { TeamCollaborationPanel } from './team-collaboration-panel';

// The signed-in advisor (renderRoute's session user has makeUser's id).
const ADVISOR = makeUser('team_member', { firstName: 'Marcus', lastName: 'Reid' });
const OTHER_ADVISOR_ID = '55555555-5555-4555-8555-555555555555';
const CLIENT = makeUser('client', { id: CLIENT_ID, firstName: 'Clara', lastName: 'Client' });
const OTHER_CLIENT = makeUser('client', {
  id: '66666666-6666-4666-8666-666666666666',
  firstName: 'Otto',
  lastName: 'Other',
});

const panelRoutes = (props: { icpId?: string; playbookId?: string }) => [
  { path: '/', element: <TeamCollaborationPanel {...props} /> },
];

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  cleanup();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
});

describe('TeamCollaborationPanel', () => {
  it('lists notes and tasks with author, time, task badge, status and assignee', async () => {
    mockFetch({
      'GET /api/notes': page([
        makeNote({
          id: '70000000-0000-4000-8000-000000000001',
          note: 'Kick-off booked',
          createdAt: new Date(2025, 2, 4, 14, 5).toISOString(),
        }),
        makeNote({
          id: '70000000-0000-4000-8000-000000000002',
          note: 'Send case studies',
          isTask: true,
          assignedTo: OTHER_ADVISOR_ID,
          authorName: 'Marcus Reid',
          userId: OTHER_ADVISOR_ID,
        }),
        makeNote({
          id: '70000000-0000-4000-8000-000000000003',
          note: 'Done already',
          isTask: true,
          status: 'completed',
        }),
      ]),
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: makePlaybook() },
    });
    renderRoute('/', { session: 'client', routes: panelRoutes({ playbookId: PLAYBOOK_ID }) });

    expect(await screen.findByRole('heading', { name: 'Team Collaboration' })).toBeInTheDocument();
    const items = await screen.findAllByTestId('note-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Kick-off booked')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Mar 4, 2:05 PM')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Marcus Reid')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Task')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Open')).toBeInTheDocument();
    expect(within(items[1]!).getByText('a team member')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: /Complete/ })).toBeInTheDocument();
    expect(within(items[2]!).getByText('Completed')).toBeInTheDocument();
    // A completed task cannot be reopened or completed again.
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('1 open task')).toBeInTheDocument();
    // Clients are refused /api/users: no assignee picker.
    expect(screen.queryByLabelText('Assign to')).not.toBeInTheDocument();
  });

  it("rejects a blank note with 'Note cannot be empty'", async () => {
    const fetchMock = mockFetch({
      'GET /api/notes': page([]),
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client', routes: panelRoutes({ icpId: ICP_ID }) });

    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Note'), '    ');
    await user.click(screen.getByRole('button', { name: /Add Note/ }));
    expect(await screen.findByText('Note cannot be empty')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("adds a note and shows 'Note added successfully'", async () => {
    let notes = [] as ReturnType<typeof makeNote>[];
    const fetchMock = mockFetch({
      'GET /api/notes': () => page(notes),
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/notes': (init) => {
        const note = makeNote({ icpId: ICP_ID, playbookId: null, note: String(bodyOf(init).note) });
        notes = [note];
        return { status: 201, body: note };
      },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client', routes: panelRoutes({ icpId: ICP_ID }) });

    await user.type(await screen.findByLabelText('Note'), '  Call booked for Monday  ');
    await user.click(screen.getByRole('button', { name: /Add Note/ }));
    expect(await screen.findByText('Note added successfully')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      icpId: ICP_ID,
      note: 'Call booked for Monday',
      isTask: false,
      assignedTo: null,
      status: 'open',
    });
    expect(await screen.findByText('Call booked for Monday')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('');
  });

  it('lets an advisor create a task assigned to the owner (not to other clients)', async () => {
    const fetchMock = mockFetch({
      'GET /api/notes': page([]),
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: makePlaybook() },
      'GET /api/users': page([ADVISOR, CLIENT, OTHER_CLIENT]),
      'POST /api/notes': (init) => ({ status: 201, body: makeNote({ ...bodyOf(init), id: PLAYBOOK_ID }) }),
    });
    const user = userEvent.setup();
    renderRoute('/', {
      session: 'team_member',
      routes: panelRoutes({ playbookId: PLAYBOOK_ID }),
    });

    await screen.findByText('No notes yet');
    await user.click(screen.getByText('Make it a task'));
    const picker = await screen.findByLabelText('Assign to');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned', 'Me (Marcus Reid)', 'Clara Client']);
    await user.selectOptions(picker, CLIENT_ID);
    await user.type(screen.getByLabelText('Note'), 'Send three case studies');
    await user.click(screen.getByRole('button', { name: /Add Task/ }));
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      playbookId: PLAYBOOK_ID,
      note: 'Send three case studies',
      isTask: true,
      assignedTo: CLIENT_ID,
      status: 'open',
    });
  });

  it("shows 'Failed to create note' with the server's message", async () => {
    mockFetch({
      'GET /api/notes': page([]),
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/notes': {
        status: 400,
        body: { message: 'Tasks can only be assigned to someone who can see this item' },
      },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client', routes: panelRoutes({ icpId: ICP_ID }) });
    await user.type(await screen.findByLabelText('Note'), 'Hello');
    await user.click(screen.getByRole('button', { name: /Add Note/ }));
    await findErrorToast('Tasks can only be assigned to someone who can see this item');
    expect(screen.getByLabelText('Note')).toHaveValue('Hello');
  });

  it("says 'Error' with 'Failed to create note' when the server gives no reason", async () => {
    mockFetch({
      'GET /api/notes': page([]),
      [`GET /api/icps/${ICP_ID}`]: { body: makeIcp() },
      'POST /api/notes': { status: 503, body: '' },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client', routes: panelRoutes({ icpId: ICP_ID }) });
    await user.type(await screen.findByLabelText('Note'), 'Hello');
    await user.click(screen.getByRole('button', { name: /Add Note/ }));
    await findErrorToast('Failed to create note');
  });

  it("completes an open task ('Task completed'), or says 'Failed to complete task'", async () => {
    const task = makeNote({ isTask: true, note: 'Review KPIs' });
    let completed = false;
    let fail = true;
    mockFetch({
      'GET /api/notes': () => page([{ ...task, status: completed ? 'completed' : 'open' }]),
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: makePlaybook() },
      [`POST /api/notes/${task.id}/complete`]: () => {
        if (fail) return { status: 500, body: {} };
        completed = true;
        return { body: { ...task, status: 'completed' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client', routes: panelRoutes({ playbookId: PLAYBOOK_ID }) });

    await user.click(await screen.findByRole('button', { name: /Complete/ }));
    await findErrorToast('Failed to complete task');
    fail = false;
    await user.click(screen.getByRole('button', { name: /Complete/ }));
    expect(await screen.findByText('Task completed')).toBeInTheDocument();
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete$/ })).not.toBeInTheDocument();
  });

  it('refreshes the list when a note event arrives for its room', async () => {
    let notes = [makeNote({ note: 'First' })];
    mockFetch({
      'GET /api/notes': () => page(notes),
      [`GET /api/playbooks/${PLAYBOOK_ID}`]: { body: makePlaybook() },
    });
    renderRoute('/', { session: 'client', routes: panelRoutes({ playbookId: PLAYBOOK_ID }) });
    expect(await screen.findByText('First')).toBeInTheDocument();

    const socket = FakeWebSocket.last;
    act(() => socket.serverOpen());
    expect(socket.messages).toEqual([{ type: 'join', room: `playbook:${PLAYBOOK_ID}` }]);
    expect(await screen.findByText('Live')).toBeInTheDocument();

    notes = [makeNote({ id: '70000000-0000-4000-8000-000000000009', note: 'From a teammate' }), ...notes];
    act(() =>
      socket.serverSend({
        type: 'note_added',
        room: `playbook:${PLAYBOOK_ID}`,
        noteId: notes[0]!.id,
        icpId: null,
        playbookId: PLAYBOOK_ID,
      }),
    );
    expect(await screen.findByText('From a teammate')).toBeInTheDocument();
  });
});
