import { WebSocket, type RawData } from 'ws';
import {
  assignmentChangedEventSchema,
  entityChangedEventSchema,
  sessionsRevokedEventSchema,
  signedOutEventSchema,
  userChangedEventSchema,
  type Actor,
  type NoteEvent,
  type NotificationWsEvent,
  type ScoreEvent,
  type KpiEvent,
  presenceSyncEventSchema,
  type PresenceSyncEvent,
} from '@icp-studio/contracts';
import { logger, socketsOpen, type SessionInfo } from '@icp-studio/service-kit';
import type { Access } from '../access/access.js';
import { PresenceBoard } from './presence.js';
import { CLOSE, MESSAGES, normalizeRoom, parseClientMessage, type ServerMessage } from './protocol.js';

export interface HubOptions {
  access: Pick<Access, 'resolve' | 'canSee'>;
  /** Which of these session ids are still signed-in sessions (checked on every heartbeat). */
  liveSessions(sessionIds: string[]): Promise<Set<string>>;
  maxRoomsPerSocket: number;
  /** Messages of one socket waiting to be handled; more are answered 'Too many requests'. */
  maxQueuedMessages?: number;
  /** A socket with more than this waiting in its send buffer is closed (it does not read). */
  maxBufferedBytes?: number;
  /**
   * After an access change, memberships are checked again after each of these delays: the owning
   * services drop their own caches on the same event, and a second pass catches one that was late.
   */
  recheckDelaysMs?: readonly number[];
  /** Who is on which item's page, shared with the other instances (default: this instance's alone). */
  presence?: PresenceBoard;
  /** Sends this instance's presence report to the other instances (EVENTS.presenceSynced). */
  publishPresence?: (event: PresenceSyncEvent) => void;
}

/** The counters a metrics endpoint reads. */
export interface HubStats {
  sockets: number;
  users: number;
  rooms: number;
  memberships: number;
  /** Note events delivered to sockets since start (one per socket). */
  delivered: number;
}

let nextId = 1;

/** One open socket: its session, its actor (kept current), its rooms, its heartbeat. */
export class Connection {
  readonly id = nextId++;
  readonly rooms = new Set<string>();
  /** Answered the last ping (or just opened). */
  alive = true;
  ended = false;
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    readonly ws: WebSocket,
    readonly session: SessionInfo,
    public actor: Actor,
    /** The user's display name, as others see it in a room's presence list. */
    readonly name = '',
  ) {}

  get userId(): string {
    return this.actor.userId;
  }

  send(message: ServerMessage): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  /**
   * Runs `task` after the socket's earlier messages and checks, so a join and a later leave (or an
   * access re-check) never overtake each other. False when the socket has too much waiting.
   */
  enqueue(task: () => Promise<void>, limit = Infinity): boolean {
    if (this.queued >= limit) return false;
    this.queued++;
    this.queue = this.queue
      .then(() => (this.ended ? undefined : task()))
      .catch((err: unknown) => logger().error({ err, socket: this.id }, 'socket task failed'))
      .finally(() => this.queued--);
    return true;
  }
}

/**
 * The sockets of this instance and their rooms. It delivers each note event to the sockets of this
 * instance that joined its room (every instance hears every event and serves its own sockets), and
 * keeps memberships and sessions honest as access changes: it re-checks rooms when an assignment or a
 * role changes and when an item is changed (a deleted item's room is left at once), and ends the
 * sockets of a session that ended.
 */
export class RealtimeHub {
  private readonly connections = new Set<Connection>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private readonly members = new Map<string, Set<Connection>>();
  /**
   * Counts the user events heard: a socket whose handshake saw fewer (its user was resolved before an
   * event that may concern it) is re-validated as soon as it is added.
   */
  private userEvents = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private delivered = 0;
  private readonly maxQueued: number;
  private readonly maxBuffered: number;
  private readonly recheckDelays: readonly number[];
  readonly presence: PresenceBoard;

  constructor(private readonly opts: HubOptions) {
    this.presence = opts.presence ?? new PresenceBoard({ instance: 'local' });
    this.maxQueued = opts.maxQueuedMessages ?? 16;
    this.maxBuffered = opts.maxBufferedBytes ?? 1024 * 1024;
    this.recheckDelays = opts.recheckDelaysMs ?? [100, 1500];
  }

  stats(): HubStats {
    let memberships = 0;
    for (const set of this.members.values()) memberships += set.size;
    return {
      sockets: this.connections.size,
      users: this.byUser.size,
      rooms: this.members.size,
      memberships,
      delivered: this.delivered,
    };
  }

  socketsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** The user events heard so far (read by a handshake before it resolves its user). */
  epoch(): number {
    return this.userEvents;
  }

  /** Takes an authenticated socket. `epoch` is `epoch()` from before its user was resolved. */
  add(ws: WebSocket, session: SessionInfo, actor: Actor, epoch: number, name = ''): Connection {
    const c = new Connection(ws, session, actor, name);
    this.connections.add(c);
    socketsOpen.set(this.connections.size);
    let mine = this.byUser.get(c.userId);
    if (!mine) this.byUser.set(c.userId, (mine = new Set()));
    mine.add(c);

    ws.on('pong', () => (c.alive = true));
    ws.on('message', (data: RawData, isBinary: boolean) => this.onMessage(c, data, isBinary));
    ws.on('error', (err) => logger().debug({ socket: c.id, err: err.message }, 'socket error'));
    ws.on('close', () => this.forget(c));
    logger().debug({ socket: c.id, userId: c.userId }, 'socket opened');

    if (this.userEvents !== epoch) void this.revalidateUser(c.userId);
    return c;
  }

  /** Ends a socket: no more events reach it; it is closed with `code`. */
  end(c: Connection, code: number, reason: string): void {
    this.forget(c);
    if (c.ws.readyState === WebSocket.OPEN || c.ws.readyState === WebSocket.CONNECTING)
      c.ws.close(code, reason);
  }

  private forget(c: Connection): void {
    if (c.ended) return;
    c.ended = true;
    for (const room of c.rooms) this.removeMember(c, room);
    c.rooms.clear();
    this.announce(this.presence.removeSocket(c.id));
    this.connections.delete(c);
    socketsOpen.set(this.connections.size);
    const mine = this.byUser.get(c.userId);
    mine?.delete(c);
    if (mine?.size === 0) this.byUser.delete(c.userId);
    logger().debug({ socket: c.id }, 'socket closed');
  }

  private removeMember(c: Connection, room: string): void {
    const set = this.members.get(room);
    set?.delete(c);
    if (set?.size === 0) this.members.delete(room);
  }

  private onMessage(c: Connection, data: RawData, isBinary: boolean): void {
    const parsed = parseClientMessage(data, isBinary);
    if (!parsed.ok) return c.send(parsed.error);
    const message = parsed.message;
    const room = normalizeRoom(message.room);
    const task =
      message.type === 'join'
        ? () => this.join(c, room)
        : message.type === 'leave'
          ? () => this.leave(c, room)
          : message.type === 'presence'
            ? () => this.setPresence(c, room, message.field)
            : async () => this.announce(this.presence.remove(room, c.id) ? [room] : []);
    if (!c.enqueue(task, this.maxQueued)) c.send({ type: 'error', room, message: MESSAGES.tooManyRequests });
  }

  private async join(c: Connection, room: string): Promise<void> {
    if (c.rooms.has(room)) return c.send({ type: 'joined', room });
    if (c.rooms.size >= this.opts.maxRoomsPerSocket) {
      return c.send({ type: 'error', room, message: MESSAGES.tooManyRooms });
    }
    let allowed: boolean;
    try {
      allowed = await this.opts.access.canSee(c.actor, room);
    } catch (err) {
      logger().warn({ socket: c.id, room, err: (err as Error).message }, 'join: access check failed');
      return c.send({ type: 'error', room, message: MESSAGES.unavailable });
    }
    if (c.ended) return;
    if (!allowed) return c.send({ type: 'error', room, message: MESSAGES.notAllowed });
    c.rooms.add(room);
    let set = this.members.get(room);
    if (!set) this.members.set(room, (set = new Set()));
    set.add(c);
    c.send({ type: 'joined', room });
    const members = this.presence.members(room);
    if (members.length > 0) c.send({ type: 'presence', room, members });
  }

  private async leave(c: Connection, room: string, reason?: string): Promise<void> {
    if (c.rooms.delete(room)) this.removeMember(c, room);
    if (this.presence.remove(room, c.id)) this.announce([room]);
    c.send(reason ? { type: 'left', room, reason } : { type: 'left', room });
  }

  /**
   * A `presence` message: the socket's user is on the room's page, editing `field` (null: viewing). A
   * socket not in the room joins it first, with the same access check; a refused one gets its error
   * and no presence.
   */
  private async setPresence(c: Connection, room: string, field: string | null): Promise<void> {
    if (!c.rooms.has(room)) await this.join(c, room);
    if (c.ended || !c.rooms.has(room)) return;
    const changed = this.presence.set(room, c.id, { userId: c.userId, name: c.name }, field);
    if (changed) this.announce([room]);
  }

  /**
   * The presence of these rooms changed here: their members on this instance get the new list, and the
   * other instances this instance's part of it.
   */
  private announce(rooms: string[]): void {
    if (rooms.length === 0) return;
    this.broadcastPresence(rooms);
    this.opts.publishPresence?.(this.presence.report(rooms));
  }

  private broadcastPresence(rooms: Iterable<string>): void {
    for (const room of rooms) {
      const set = this.members.get(room);
      if (set) this.sendTo(set, { type: 'presence', room, members: this.presence.members(room) });
    }
  }

  /**
   * EVENTS.presenceSynced from another instance: the rooms whose list changed are sent to their members
   * here; a `hello` (an instance that just started) is answered with this instance's whole presence.
   */
  onPresenceSynced(data: unknown): void {
    const event = presenceSyncEventSchema.safeParse(data);
    if (!event.success) return void logger().warn('presence report of an unexpected shape: ignored');
    if (event.data.instance === this.presence.instance) return;
    this.broadcastPresence(this.presence.receive(event.data));
    if (event.data.hello) this.opts.publishPresence?.(this.presence.report());
  }

  /**
   * Every ~third of the presence TTL: presence not refreshed in time is dropped (its rooms hear it), and
   * this instance reports its whole presence to the others (so theirs of it does not expire).
   */
  presenceTick(): void {
    this.broadcastPresence(this.presence.sweep());
    this.opts.publishPresence?.(this.presence.report());
  }

  /** Sends a note, score or KPI event to this instance's sockets in its room; answers how many got it. */
  deliver(event: NoteEvent | ScoreEvent | KpiEvent): number {
    const set = this.members.get(normalizeRoom(event.room));
    if (!set) return 0;
    return this.sendTo(set, event);
  }

  /**
   * Sends a user their new notification (docs/product.md §15) on every socket of theirs on this
   * instance, joined to a room or not; answers how many got it.
   */
  deliverToUser(userId: string, event: NotificationWsEvent): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    return this.sendTo(set, event);
  }

  private sendTo(set: ReadonlySet<Connection>, event: ServerMessage): number {
    // Encoded once for every socket, sent as a text frame (a string would be encoded per socket).
    const frame = Buffer.from(JSON.stringify(event));
    let sent = 0;
    for (const c of [...set]) {
      if (c.ws.readyState !== WebSocket.OPEN) continue;
      if (c.ws.bufferedAmount > this.maxBuffered) {
        logger().warn({ socket: c.id }, 'socket does not read: closed');
        this.end(c, CLOSE.tooSlow, 'Too slow');
        continue;
      }
      c.ws.send(frame, { binary: false });
      sent++;
    }
    this.delivered += sent;
    return sent;
  }

  /**
   * `EVENTS.sessionsRevoked` / `EVENTS.userChanged`: the user's sockets are checked against auth again
   * (a newer session version or a vanished user ends them; a new role re-checks their rooms).
   */
  onUserEvent(subject: 'sessionsRevoked' | 'userChanged', data: unknown): void {
    this.userEvents++;
    if (subject === 'sessionsRevoked') {
      const event = sessionsRevokedEventSchema.safeParse(data);
      if (!event.success) return this.revalidateAll();
      // Known to be over without asking anyone.
      for (const c of [...(this.byUser.get(event.data.userId) ?? [])]) {
        if (c.session.sessionVersion < event.data.sessionVersion)
          this.end(c, CLOSE.sessionEnded, 'Session ended');
      }
      void this.revalidateUser(event.data.userId);
      return;
    }
    const event = userChangedEventSchema.safeParse(data);
    if (!event.success) return this.revalidateAll();
    void this.revalidateUser(event.data.userId);
  }

  /** `EVENTS.signedOut`: which of the user's sessions still live is checked now (the ended one closes). */
  onSignedOut(data: unknown): void {
    this.userEvents++;
    const event = signedOutEventSchema.safeParse(data);
    const connections = event.success
      ? [...(this.byUser.get(event.data.userId) ?? [])]
      : [...this.connections];
    void this.checkSessions(connections);
  }

  private revalidateAll(): void {
    for (const userId of [...this.byUser.keys()]) void this.revalidateUser(userId);
  }

  /** Asks auth who the user is now; ends the sockets of an older session, re-checks rooms on a new role. */
  async revalidateUser(userId: string): Promise<void> {
    if (!this.byUser.has(userId)) return;
    let resolved;
    try {
      resolved = await this.opts.access.resolve(userId);
    } catch (err) {
      logger().warn({ userId, err: (err as Error).message }, 'could not re-validate a user');
      return;
    }
    for (const c of [...(this.byUser.get(userId) ?? [])]) {
      if (!resolved || resolved.sessionVersion !== c.session.sessionVersion) {
        this.end(c, CLOSE.sessionEnded, 'Session ended');
        continue;
      }
      if (resolved.user.role !== c.actor.role) {
        c.actor = { userId, role: resolved.user.role };
        this.scheduleRecheck([c]);
      }
    }
  }

  /**
   * `EVENTS.assignmentChanged`: the advisor who lost the client (when the event says who; otherwise
   * every advisor) may have lost rooms: theirs are checked again.
   */
  onAssignmentChanged(data: unknown): void {
    const event = assignmentChangedEventSchema.safeParse(data);
    const advisors = event.success
      ? [event.data.previousAdvisorId].filter((id): id is string => !!id)
      : [...this.byUser.keys()];
    const affected = advisors.flatMap((id) =>
      [...(this.byUser.get(id) ?? [])].filter((c) => c.actor.role === 'team_member'),
    );
    this.scheduleRecheck(affected);
  }

  /**
   * `EVENTS.icpChanged` / `EVENTS.playbookChanged`: a change of an item may change who sees it. The
   * sockets in its room leave it at once when it was deleted; after an update (which may have moved
   * it) their membership is checked again with its owning service. An event of an unexpected shape
   * re-checks every room of that kind.
   */
  onItemChanged(kind: 'icp' | 'playbook', data: unknown): void {
    const event = entityChangedEventSchema.safeParse(data);
    if (!event.success) {
      for (const [room, set] of this.members)
        if (room.startsWith(`${kind}:`)) this.scheduleRecheck([...set], room);
      return;
    }
    // A new item has no room members yet; who sees an item never depends on its status.
    if (event.data.change === 'created' || event.data.change === 'status') return;
    const room = normalizeRoom(`${kind}:${event.data.id}`);
    const members = [...(this.members.get(room) ?? [])];
    if (members.length === 0) return;
    if (event.data.change === 'deleted') {
      for (const c of members) void this.leave(c, room, 'access revoked');
      return;
    }
    // The owner committed the change before announcing it: one check, now, tells.
    this.recheckRoomNow(members, room);
  }

  /** Checks `room` of these sockets again at once (in each socket's queue). */
  private recheckRoomNow(connections: Connection[], room: string): void {
    for (const c of connections) if (!c.ended) c.enqueue(() => this.recheck(c, room));
  }

  private scheduleRecheck(connections: Connection[], room?: string): void {
    if (connections.length === 0) return;
    for (const delay of this.recheckDelays) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        for (const c of connections) if (!c.ended) c.enqueue(() => this.recheck(c, room));
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }

  /**
   * Checks every room of a socket again (or only `only`); a room it may no longer see is left with
   * reason 'access revoked'. When the owning service cannot answer, the membership stays until the next
   * check.
   */
  async recheck(c: Connection, only?: string): Promise<void> {
    const rooms = only === undefined ? [...c.rooms] : c.rooms.has(only) ? [only] : [];
    await Promise.all(
      rooms.map(async (room) => {
        let allowed: boolean;
        try {
          allowed = await this.opts.access.canSee(c.actor, room);
        } catch (err) {
          logger().warn({ socket: c.id, room, err: (err as Error).message }, 're-check failed: kept for now');
          return;
        }
        if (!allowed && !c.ended && c.rooms.has(room)) await this.leave(c, room, 'access revoked');
      }),
    );
  }

  /**
   * One heartbeat: a socket that did not answer the previous ping is dropped, the others are pinged; the
   * sockets of sessions that ended (signed out, expired) are closed.
   */
  heartbeat(): void {
    for (const c of [...this.connections]) {
      if (!c.alive) {
        logger().debug({ socket: c.id }, 'no pong: socket dropped');
        this.forget(c);
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      try {
        c.ws.ping();
      } catch {
        this.forget(c);
        c.ws.terminate();
      }
    }
    void this.checkSessions();
  }

  /** Closes those of `connections` (default: all) whose session ended (signed out, expired). */
  async checkSessions(connections: Iterable<Connection> = this.connections): Promise<void> {
    const checked = new Set([...connections].map((c) => c.session.sessionId));
    if (checked.size === 0) return;
    let live: Set<string>;
    try {
      live = await this.opts.liveSessions([...checked]);
    } catch (err) {
      logger().warn({ err: (err as Error).message }, 'could not check sessions');
      return;
    }
    for (const c of [...this.connections]) {
      if (checked.has(c.session.sessionId) && !live.has(c.session.sessionId)) {
        this.end(c, CLOSE.sessionEnded, 'Session ended');
      }
    }
  }

  /** Closes every socket with `code` and waits (up to `timeoutMs`) for them to go; the rest are cut. */
  async closeAll(code: number, reason: string, timeoutMs = 2000): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const sockets = [...this.connections].map((c) => c.ws);
    for (const c of [...this.connections]) this.end(c, code, reason);
    await Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              ws.terminate();
              resolve();
            }, timeoutMs);
            ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
  }
}
