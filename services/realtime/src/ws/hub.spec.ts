import { EventEmitter } from 'node:events';
import { WebSocket } from 'ws';
import type { Actor, ResolvedActor, Role } from '@icp-studio/contracts';
import { DomainError } from '@icp-studio/service-kit';
import { RealtimeHub } from './hub.js';

process.env.LOG_LEVEL ??= 'silent';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ALICE = uuid(1);
const ANN = uuid(2);
const ROOM = `icp:${uuid(100)}`;
const OTHER = `playbook:${uuid(101)}`;

/** Enough of a `ws` socket for the hub: records what it is sent and how it ends. */
class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  sent: unknown[] = [];
  pings = 0;
  closedWith: number | undefined;
  terminated = false;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  ping() {
    this.pings++;
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = WebSocket.CLOSING;
  }
  terminate() {
    this.terminated = true;
    this.readyState = WebSocket.CLOSED;
  }
  receive(message: unknown) {
    this.emit('message', Buffer.from(JSON.stringify(message)), false);
  }
}

class FakeAccess {
  /** Which rooms each user may see. */
  visible = new Map<string, Set<string>>();
  users = new Map<string, ResolvedActor>();
  failing = false;
  calls: string[] = [];
  gates: (() => void)[] = [];
  holdNext = false;

  async canSee(actor: Actor, room: string): Promise<boolean> {
    this.calls.push(`${actor.userId}:${actor.role}:${room}`);
    if (this.holdNext) {
      this.holdNext = false;
      await new Promise<void>((resolve) => this.gates.push(resolve));
    }
    if (this.failing) throw new DomainError('service_unavailable', 'down');
    return this.visible.get(actor.userId)?.has(room) ?? false;
  }

  async resolve(userId: string): Promise<ResolvedActor | null> {
    return this.users.get(userId) ?? null;
  }

  setUser(id: string, role: Role, sessionVersion = 0) {
    this.users.set(id, {
      user: { id, role, username: id, email: 'x@example.com', firstName: 'X', lastName: 'Y' } as never,
      sessionVersion,
    });
  }
}

const flush = () => new Promise((r) => setTimeout(r, 5));

function setup(live?: Set<string>) {
  const access = new FakeAccess();
  const hub = new RealtimeHub({
    access,
    liveSessions: async (ids) => live ?? new Set(ids),
    maxRoomsPerSocket: 2,
    maxQueuedMessages: 3,
    recheckDelaysMs: [0],
  });
  let sid = 0;
  const open = (userId: string, role: Role, sessionVersion = 0) => {
    const ws = new FakeSocket();
    const c = hub.add(
      ws as unknown as WebSocket,
      { sessionId: `session-${++sid}`, userId, sessionVersion, createdAt: 0 },
      { userId, role },
      hub.epoch(),
    );
    return { ws, c };
  };
  return { access, hub, open };
}

describe('realtime hub', () => {
  it('joins a room the owner allows and delivers its events, to members only', async () => {
    const { access, hub, open } = setup();
    access.visible.set(ALICE, new Set([ROOM]));
    const a = open(ALICE, 'client');
    const b = open(ANN, 'team_member');
    a.ws.receive({ type: 'join', room: ROOM });
    b.ws.receive({ type: 'join', room: ROOM });
    await flush();
    expect(a.ws.sent).toEqual([{ type: 'joined', room: ROOM }]);
    expect(b.ws.sent).toEqual([{ type: 'error', room: ROOM, message: 'Not allowed' }]);
    expect(access.calls).toEqual([`${ALICE}:client:${ROOM}`, `${ANN}:team_member:${ROOM}`]);

    const event = {
      type: 'note_added' as const,
      room: ROOM,
      noteId: uuid(9),
      icpId: uuid(100),
      playbookId: null,
    };
    expect(hub.deliver(event)).toBe(1);
    expect(hub.deliver({ ...event, room: OTHER })).toBe(0);
    expect(a.ws.sent.at(-1)).toEqual(event);
    expect(b.ws.sent).toHaveLength(1);
    expect(hub.stats()).toEqual({ sockets: 2, users: 2, rooms: 1, memberships: 1, delivered: 1 });
  });

  it('answers bad messages and keeps the socket', async () => {
    const { open } = setup();
    const a = open(ALICE, 'client');
    a.ws.emit('message', Buffer.from('{'), false);
    a.ws.receive({ type: 'join', room: 'nowhere' });
    await flush();
    expect(a.ws.sent).toEqual([
      { type: 'error', message: 'Invalid message' },
      { type: 'error', message: 'Invalid room' },
    ]);
    expect(a.ws.closedWith).toBeUndefined();
  });

  it('handles a socket’s messages in order: a leave never overtakes its join', async () => {
    const { access, hub, open } = setup();
    access.visible.set(ALICE, new Set([ROOM]));
    const a = open(ALICE, 'client');
    access.holdNext = true;
    a.ws.receive({ type: 'join', room: ROOM });
    a.ws.receive({ type: 'leave', room: ROOM });
    await flush();
    expect(a.ws.sent).toEqual([]);
    access.gates.shift()!();
    await flush();
    expect(a.ws.sent).toEqual([
      { type: 'joined', room: ROOM },
      { type: 'left', room: ROOM },
    ]);
    expect(hub.stats().memberships).toBe(0);
  });

  it('caps rooms per socket and queued messages', async () => {
    const { access, open } = setup();
    const rooms = [1, 2, 3].map((n) => `icp:${uuid(200 + n)}`);
    access.visible.set(ALICE, new Set(rooms));
    const a = open(ALICE, 'client');
    for (const room of rooms) a.ws.receive({ type: 'join', room });
    a.ws.receive({ type: 'join', room: ROOM }); // the fourth waiting message
    await flush();
    expect(a.ws.sent).toEqual([
      { type: 'error', room: ROOM, message: 'Too many requests' },
      { type: 'joined', room: rooms[0] },
      { type: 'joined', room: rooms[1] },
      { type: 'error', room: rooms[2], message: 'Too many rooms' },
    ]);
  });

  it('reports an owner that cannot answer, without joining', async () => {
    const { access, hub, open } = setup();
    access.failing = true;
    const a = open(ALICE, 'client');
    a.ws.receive({ type: 'join', room: ROOM });
    await flush();
    expect(a.ws.sent).toEqual([{ type: 'error', room: ROOM, message: 'Service temporarily unavailable' }]);
    expect(hub.stats().memberships).toBe(0);
  });

  it('re-checks the rooms of the advisor who lost a client, and drops the lost ones', async () => {
    const { access, hub, open } = setup();
    access.visible.set(ANN, new Set([ROOM, OTHER]));
    const ann = open(ANN, 'team_member');
    ann.ws.receive({ type: 'join', room: ROOM });
    ann.ws.receive({ type: 'join', room: OTHER });
    await flush();
    access.visible.set(ANN, new Set([OTHER]));
    hub.onAssignmentChanged({ clientId: ALICE, advisorId: null, previousAdvisorId: uuid(77) });
    await flush();
    expect(ann.ws.sent).toHaveLength(2); // someone else's assignment: nothing re-checked
    hub.onAssignmentChanged({ clientId: ALICE, advisorId: null, previousAdvisorId: ANN });
    await flush();
    expect(ann.ws.sent.at(-1)).toEqual({ type: 'left', room: ROOM, reason: 'access revoked' });
    expect(hub.stats()).toMatchObject({ rooms: 1, memberships: 1 });
  });

  it("re-checks an item's room when the item changes, and leaves a deleted item's room at once", async () => {
    const { access, hub, open } = setup();
    access.visible.set(ALICE, new Set([ROOM, OTHER]));
    const a = open(ALICE, 'client');
    a.ws.receive({ type: 'join', room: ROOM });
    a.ws.receive({ type: 'join', room: OTHER });
    await flush();
    access.calls.length = 0;
    // Moved to someone else: the owner says no more.
    access.visible.set(ALICE, new Set([ROOM]));
    hub.onItemChanged('playbook', { id: uuid(101), userId: ANN, change: 'updated' });
    await flush();
    expect(a.ws.sent.at(-1)).toEqual({ type: 'left', room: OTHER, reason: 'access revoked' });
    // Only that room was asked about.
    expect(new Set(access.calls)).toEqual(new Set([`${ALICE}:client:${OTHER}`]));
    hub.onItemChanged('icp', { id: uuid(100), userId: ALICE, change: 'created' });
    hub.onItemChanged('icp', { id: uuid(100), userId: ALICE, change: 'status' });
    await flush();
    expect(hub.stats()).toMatchObject({ rooms: 1, memberships: 1 });
    // Deleted: left without asking anyone.
    access.calls.length = 0;
    hub.onItemChanged('icp', { id: uuid(100), userId: ALICE, change: 'deleted' });
    await flush();
    expect(a.ws.sent.at(-1)).toEqual({ type: 'left', room: ROOM, reason: 'access revoked' });
    expect(access.calls).toEqual([]);
    expect(hub.stats()).toMatchObject({ rooms: 0, memberships: 0 });
  });

  it('ends the sockets of a revoked session, and re-checks rooms on a new role', async () => {
    const { access, hub, open } = setup();
    access.setUser(ANN, 'team_member', 1);
    access.visible.set(ANN, new Set([ROOM]));
    const old = open(ANN, 'team_member', 0);
    const current = open(ANN, 'team_member', 1);
    current.ws.receive({ type: 'join', room: ROOM });
    await flush();
    hub.onUserEvent('sessionsRevoked', { userId: ANN, sessionVersion: 1 });
    expect(old.ws.closedWith).toBe(4401);
    await flush();
    expect(current.ws.closedWith).toBeUndefined();

    access.setUser(ANN, 'client', 1); // demoted: a client sees only its own
    access.visible.set(ANN, new Set());
    hub.onUserEvent('userChanged', { userId: ANN, reason: 'role' });
    await flush();
    expect(access.calls.at(-1)).toBe(`${ANN}:client:${ROOM}`);
    expect(current.ws.sent.at(-1)).toEqual({ type: 'left', room: ROOM, reason: 'access revoked' });

    access.users.delete(ANN); // the user is gone
    hub.onUserEvent('userChanged', { userId: ANN, reason: 'profile' });
    await flush();
    expect(current.ws.closedWith).toBe(4401);
    expect(hub.stats().sockets).toBe(0);
  });

  it('re-validates at once a socket whose handshake overlapped a user event', async () => {
    const { access, hub } = setup();
    access.setUser(ALICE, 'client', 1);
    const epoch = hub.epoch(); // the handshake resolved Alice (session version 0) before...
    hub.onUserEvent('sessionsRevoked', { userId: ALICE, sessionVersion: 1 }); // ...her password was reset
    const ws = new FakeSocket();
    const session = { sessionId: 's', userId: ALICE, sessionVersion: 0, createdAt: 0 };
    hub.add(ws as unknown as WebSocket, session, { userId: ALICE, role: 'client' }, epoch);
    await flush();
    expect(ws.closedWith).toBe(4401);
    const calm = new FakeSocket(); // no event during this one's handshake: nothing asked
    hub.add(
      calm as unknown as WebSocket,
      { ...session, sessionVersion: 1 },
      { userId: ALICE, role: 'client' },
      hub.epoch(),
    );
    await flush();
    expect(calm.closedWith).toBeUndefined();
  });

  it('drops a socket that did not answer the last ping, and closes ended sessions', async () => {
    const live = new Set<string>(['session-2']);
    const { hub, open } = setup(live);
    const quiet = open(ALICE, 'client');
    const chatty = open(ANN, 'client');
    hub.heartbeat();
    await flush();
    expect(quiet.ws.pings).toBe(1);
    expect(quiet.ws.closedWith).toBe(4401); // session-1 ended (signed out)
    expect(chatty.ws.closedWith).toBeUndefined();
    chatty.ws.emit('pong');
    hub.heartbeat();
    expect(chatty.ws.terminated).toBe(false);
    hub.heartbeat(); // no pong since the last ping
    expect(chatty.ws.terminated).toBe(true);
    expect(hub.stats().sockets).toBe(0);
  });

  it('closes every socket with 1001 on shutdown', async () => {
    const { hub, open } = setup();
    const a = open(ALICE, 'client');
    const closing = hub.closeAll(1001, 'bye', 50);
    expect(a.ws.closedWith).toBe(1001);
    a.ws.readyState = WebSocket.CLOSED;
    a.ws.emit('close');
    await closing;
    expect(hub.stats().sockets).toBe(0);
  });
});
