import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ID, ICP_ID, PLAYBOOK_ID, makeNote, page } from '@/test/fixtures/playbook-fixtures';
import { mockFetch } from '@/test/mock-fetch';
import { makeUser, renderRoute } from '@/test/render';
import { findErrorToast } from '@/test/toast';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-connection';
import { FakeWebSocket } from '@/test/fake-web-socket';
import { TeamCollaborationPanel } from './team-collaboration-panel';

// The signed-in advisor (renderRoute's session user has makeUser's id).
const ADVISOR = makeUser('team_member', { firstName: 'Marcus', lastName: 'Reid' });
const OTHER_ADVISOR_ID = '55555555-5555-4555-8555-555555555555';
const CLIENT = makeUser('client', { id: CLIENT_ID, firstName: 'Clara', lastName: 'Client' });

// Every fixture profile and playbook belongs to CLIENT_ID.
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
    });
    const user = userEvent.setup();
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
    // A completed task can be reopened, not completed again; nobody else's note is editable.
    expect(
      within(items[2]!)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim()),
    ).toEqual(['Reopen']);
    expect(within(items[0]!).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 open task')).toBeInTheDocument();
    // The assignees could not be read (404 here): no assignee picker, the task form still works.
    await user.click(screen.getByText('Make it a task'));
    expect(screen.queryByLabelText('Assign to')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Due date')).toBeInTheDocument();
  });

  it("rejects a blank note with 'Note cannot be empty'", async () => {
    const fetchMock = mockFetch({
      'GET /api/notes': page([]),
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

  it('lets an advisor create a task assigned to the owner, from the assignees the server names', async () => {
    const fetchMock = mockFetch({
      'GET /api/notes': page([]),
      'GET /api/notes/assignees': { body: [CLIENT, ADVISOR] },
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
    ).toEqual(['Unassigned', 'Me (Marcus Reid, jane@example.com)', 'Clara Client (jane@example.com)']);
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

  it('shows mentions as names, and tells two people of the same name apart by their e-mail', async () => {
    const annA = makeUser('team_member', {
      id: '66666666-6666-4666-8666-666666666661',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@acme.com',
      username: 'ann',
    });
    const annB = {
      ...annA,
      id: '66666666-6666-4666-8666-666666666662',
      email: 'ann.lee@other.org',
      username: 'annlee',
    };
    const clara = { ...CLIENT, username: 'clara' };
    mockFetch({
      'GET /api/notes': page([
        makeNote({
          note: 'Ask @ann and @AnnLee about it, cc @clara and @ghost (mail ann@acme.com)',
          isTask: true,
          assignedTo: annB.id,
        }),
      ]),
      'GET /api/notes/assignees': { body: [clara, annA, annB] },
    });
    renderRoute('/', { session: 'team_member', routes: panelRoutes({ playbookId: PLAYBOOK_ID }) });

    const item = await screen.findByTestId('note-item');
    await waitFor(() => expect(within(item).getAllByTestId('mention')).toHaveLength(3));
    expect(
      within(item)
        .getAllByTestId('mention')
        .map((m) => [m.textContent, m.title]),
    ).toEqual([
      ['@Ann Lee (ann@acme.com)', '@ann'],
      ['@Ann Lee (ann.lee@other.org)', '@AnnLee'],
      ['@Clara Client', '@clara'],
    ]);
    // Someone the panel does not know stays as typed; an e-mail address is no mention.
    expect(item).toHaveTextContent('@Clara Client and @ghost (mail ann@acme.com)');
    expect(within(item).getByText('Ann Lee (ann.lee@other.org)')).toBeInTheDocument();
  });

  it('lets a client give their advisor a task with a due date', async () => {
    const advisor = makeUser('team_member', {
      id: OTHER_ADVISOR_ID,
      firstName: 'Marcus',
      lastName: 'Reid',
    });
    const me = makeUser('client');
    const fetchMock = mockFetch({
      'GET /api/notes': page([]),
      'GET /api/notes/assignees': { body: [me, advisor] },
      'POST /api/notes': (init) => ({ status: 201, body: makeNote({ ...bodyOf(init) }) }),
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client', routes: panelRoutes({ icpId: ICP_ID }) });

    await screen.findByText('No notes yet');
    await user.click(screen.getByText('Make it a task'));
    const picker = await screen.findByLabelText('Assign to');
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Unassigned', 'Me (Jane Cooper, jane@example.com)', 'Marcus Reid (jane@example.com)']),
    );
    await user.selectOptions(picker, OTHER_ADVISOR_ID);
    await user.type(screen.getByLabelText('Due date'), '2026-12-15');
    await user.type(screen.getByLabelText('Note'), 'Review my pricing page');
    await user.click(screen.getByRole('button', { name: /Add Task/ }));
    expect(await screen.findByText('Task created successfully')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({
      icpId: ICP_ID,
      note: 'Review my pricing page',
      isTask: true,
      assignedTo: OTHER_ADVISOR_ID,
      dueDate: '2026-12-15',
      status: 'open',
    });
  });

  it('edits my own note in place (marked edited) and deletes it after asking', async () => {
    const ME = makeUser('client').id;
    let note = makeNote({ note: 'Call the CFO', userId: ME });
    let deleted = false;
    const fetchMock = mockFetch({
      'GET /api/notes': () => page(deleted ? [] : [note]),
      [`PATCH /api/notes/${note.id}`]: (init) => {
        note = { ...note, ...bodyOf(init), editedAt: '2025-03-05T09:00:00.000Z' };
        return { body: note };
      },
      [`DELETE /api/notes/${note.id}`]: () => {
        deleted = true;
        return { body: { message: 'Note deleted' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client', routes: panelRoutes({ playbookId: PLAYBOOK_ID }) });

    const item = await screen.findByTestId('note-item');
    await user.click(within(item).getByRole('button', { name: /Edit/ }));
    const editor = within(item).getByLabelText('Edit note');
    expect(editor).toHaveFocus();
    await user.clear(editor);
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('Note cannot be empty');
    await user.type(editor, 'Call the CFO on Tuesday');
    await user.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    expect(await within(item).findByText('Call the CFO on Tuesday')).toBeInTheDocument();
    expect(within(item).getByText('(edited)')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toEqual({ note: 'Call the CFO on Tuesday' });

    await user.click(within(item).getByRole('button', { name: /Delete/ }));
    expect(within(item).getByText('Delete this note for everyone?')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Keep it' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(item).getByRole('button', { name: /Delete/ }));
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
  });

  it('reopens a completed task, marks an overdue one, and collapses a long note', async () => {
    const done = makeNote({
      id: '70000000-0000-4000-8000-000000000011',
      isTask: true,
      status: 'completed',
      note: 'Old task',
    });
    const late = makeNote({
      id: '70000000-0000-4000-8000-000000000012',
      isTask: true,
      note: 'Late task',
      dueDate: '2020-01-15',
    });
    const long = makeNote({
      id: '70000000-0000-4000-8000-000000000013',
      note: Array.from({ length: 12 }, (_, i) => `Line ${i + 1}`).join('\n'),
    });
    let reopened = false;
    mockFetch({
      'GET /api/notes': () => page([reopened ? { ...done, status: 'open' } : done, late, long]),
      [`POST /api/notes/${done.id}/reopen`]: () => {
        reopened = true;
        return { body: { ...done, status: 'open' } };
      },
    });
    const user = userEvent.setup();
    renderRoute('/', { session: 'client', routes: panelRoutes({ playbookId: PLAYBOOK_ID }) });

    const items = await screen.findAllByTestId('note-item');
    expect(items[1]).toHaveAttribute('data-overdue', 'true');
    expect(within(items[1]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Jan 15, 2020')).toBeInTheDocument();
    expect(items[0]).not.toHaveAttribute('data-overdue');

    const more = within(items[2]!).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(items[2]!).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(items[0]!).getByRole('button', { name: /Reopen/ }));
    expect(await screen.findByText('Task reopened')).toBeInTheDocument();
    expect(await within(items[0]!).findByRole('button', { name: /Complete/ })).toBeInTheDocument();
  });

  it("shows 'Failed to create note' with the server's message", async () => {
    mockFetch({
      'GET /api/notes': page([]),
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
