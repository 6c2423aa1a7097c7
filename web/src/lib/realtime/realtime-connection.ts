import {
  realtimeEventTypeSchema,
  type KpiEvent,
  type NoteEvent,
  type NotificationWsEvent,
  type PresenceWsEvent,
  type ScoreEvent,
} from '@icp-studio/contracts';

/** docs/product.md §9: the realtime connection reconnects 3000 ms after it closes. */
export const RECONNECT_DELAY_MS = 3000;
/** With no room left, the socket closes after this pause (a page change re-joins without reconnecting). */
export const IDLE_CLOSE_MS = 1000;
/** The close code the server uses when the session behind the socket ended (no point reconnecting). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

const OPEN = 1;

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';

export interface RoomHandlers {
  /** A note event of the room (note_added, note_updated, task_assigned, task_completed). */
  onEvent: (event: NoteEvent) => void;
  /** A profile room's score changed (e.g. its AI review ended). */
  onScore?: (event: ScoreEvent) => void;
  /** A playbook room's KPI actuals changed (docs/product.md §17). */
  onKpi?: (event: KpiEvent) => void;
  /** The room's presence list changed (docs/product.md §4: who else is on the item's page). */
  onPresence?: (event: PresenceWsEvent) => void;
  /** The server confirmed the join: from now on the room's events arrive (earlier ones did not). */
  onJoined?: () => void;
  /** The socket came back after a drop: events may have been missed, refetch. */
  onResync?: () => void;
}

/** What the signed-in user hears on every socket of theirs, joined to a room or not (docs/product.md §15). */
export interface UserHandlers {
  /** A new notification of theirs, with their unread count. */
  onNotification: (event: NotificationWsEvent) => void;
  /** The socket came back after a drop: notifications may have been missed, refetch. */
  onResync?: () => void;
}

export interface RealtimeConnectionOptions {
  url: string;
  reconnectDelayMs?: number;
  idleCloseMs?: number;
  createSocket?: (url: string) => WebSocket;
  onSessionEnded?: () => void;
  /**
   * Asked when the server closes with 4401, before `onSessionEnded`: is the tab's session still alive?
   * A password change ends every session but the caller's own, whose cookie the gateway renews; the
   * socket opened with the old cookie is closed all the same. When the answer is yes the socket
   * reconnects at once (once: a second 4401 before the socket opens counts as the end).
   */
  isSessionAlive?: () => Promise<boolean>;
  log?: Pick<Console, 'warn'>;
}

const NOTE_EVENT_TYPES = new Set<string>(realtimeEventTypeSchema.options);

/** `ws://` or `wss://` (matching the page) `/ws?userId=<id>` on the page's host (docs/product.md §7). */
export function realtimeUrl(
  userId: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/ws?userId=${encodeURIComponent(userId)}`;
}

/**
 * One WebSocket per tab, shared by every panel: rooms are reference-counted (joined on the first
 * subscriber, left after the last), re-joined after each reconnect, and the socket reconnects
 * `reconnectDelayMs` after any close while rooms remain (except when the session ended). Errors and
 * unreadable messages are only logged (docs/product.md §8).
 */
export class RealtimeConnection {
  readonly url: string;
  private readonly reconnectDelayMs: number;
  private readonly idleCloseMs: number;
  private readonly createSocket: (url: string) => WebSocket;
  private readonly log: Pick<Console, 'warn'>;
  private readonly onSessionEnded?: () => void;
  private readonly isSessionAlive?: () => Promise<boolean>;

  private socket: WebSocket | null = null;
  private readonly rooms = new Map<string, Set<RoomHandlers>>();
  /** The tab's presence per room (the field being edited, or null): re-sent after each reconnect. */
  private readonly presence = new Map<string, string | null>();
  private readonly userHandlers = new Set<UserHandlers>();
  private readonly statusListeners = new Set<(status: RealtimeStatus) => void>();
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private wasOpen = false;
  private disposed = false;
  /** A 4401 was answered with "still alive" and the socket has not opened since. */
  private revalidated = false;
  status: RealtimeStatus = 'idle';

  constructor(options: RealtimeConnectionOptions) {
    this.url = options.url;
    this.reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
    this.idleCloseMs = options.idleCloseMs ?? IDLE_CLOSE_MS;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
    this.log = options.log ?? console;
    this.onSessionEnded = options.onSessionEnded;
    this.isSessionAlive = options.isSessionAlive;
  }

  /** Joins `room` for these handlers; the returned function leaves it. */
  subscribe(room: string, handlers: RoomHandlers): () => void {
    const key = room.trim().toLowerCase();
    let set = this.rooms.get(key);
    const firstInRoom = !set;
    if (!set) {
      set = new Set();
      this.rooms.set(key, set);
    }
    set.add(handlers);
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;

    if (!this.disposed) {
      if (!this.socket && this.reconnectTimer === undefined) this.connect();
      else if (firstInRoom && this.socket?.readyState === OPEN) this.send({ type: 'join', room: key });
    }

    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = this.rooms.get(key);
      if (!current) return;
      current.delete(handlers);
      if (current.size > 0) return;
      this.rooms.delete(key);
      this.presence.delete(key); // the server ends it with the leave
      if (this.socket?.readyState === OPEN) this.send({ type: 'leave', room: key });
      if (!this.wanted()) this.scheduleIdleClose();
    };
  }

  /**
   * Listens to the user's own messages (notifications) for as long as the returned function is not
   * called; keeps the socket open meanwhile, with or without rooms.
   */
  subscribeUser(handlers: UserHandlers): () => void {
    this.userHandlers.add(handlers);
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    if (!this.disposed && !this.socket && this.reconnectTimer === undefined) this.connect();
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.userHandlers.delete(handlers);
      if (!this.wanted()) this.scheduleIdleClose();
    };
  }

  /**
   * Says the tab is on `room`'s page, editing `field` (its label) or viewing (null); sent now when the
   * socket is open and again after every reconnect. Call it again to refresh (the server forgets
   * presence not refreshed within 30 s).
   */
  setPresence(room: string, field: string | null) {
    const key = room.trim().toLowerCase();
    this.presence.set(key, field);
    if (this.socket?.readyState === OPEN) this.send({ type: 'presence', room: key, field });
  }

  /** Ends the tab's presence on `room`'s page (the room itself stays joined while subscribed). */
  clearPresence(room: string) {
    const key = room.trim().toLowerCase();
    if (!this.presence.delete(key)) return;
    if (this.socket?.readyState === OPEN) this.send({ type: 'presence_leave', room: key });
  }

  /** Is anyone listening (a room or the user's own messages)? */
  private wanted(): boolean {
    return this.rooms.size > 0 || this.userHandlers.size > 0;
  }

  onStatus(listener: (status: RealtimeStatus) => void): () => void {
    this.statusListeners.add(listener);
    listener(this.status);
    return () => this.statusListeners.delete(listener);
  }

  /** Closes for good (a different user signed in, or tests). */
  dispose() {
    this.disposed = true;
    this.statusListeners.clear();
    this.rooms.clear();
    this.presence.clear();
    this.userHandlers.clear();
    this.close();
  }

  private setStatus(status: RealtimeStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private connect() {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    let socket: WebSocket;
    try {
      socket = this.createSocket(this.url);
    } catch (error) {
      this.log.warn('[realtime] could not open the connection', error);
      this.setStatus('closed');
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.setStatus('connecting');

    socket.onopen = () => {
      if (this.socket !== socket) return;
      const reopened = this.wasOpen;
      this.wasOpen = true;
      this.revalidated = false;
      this.setStatus('open');
      for (const room of this.rooms.keys()) this.send({ type: 'join', room });
      for (const [room, field] of this.presence) this.send({ type: 'presence', room, field });
      if (reopened) {
        for (const set of [...this.rooms.values()]) for (const h of [...set]) h.onResync?.();
        for (const h of [...this.userHandlers]) h.onResync?.();
      }
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket === socket) this.handleMessage(event.data);
    };
    socket.onerror = (event: Event) => {
      this.log.warn('[realtime] connection error', event.type);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === SESSION_ENDED_CLOSE_CODE) {
        this.setStatus('closed');
        void this.afterSessionEnded();
        return;
      }
      if (this.wanted() && !this.disposed) {
        this.setStatus('closed');
        this.scheduleReconnect();
      } else {
        this.setStatus('idle');
      }
    };
  }

  /** A 4401 close: reconnect if the tab's session lives on (see `isSessionAlive`), else report the end. */
  private async afterSessionEnded() {
    let alive = false;
    if (this.isSessionAlive && !this.revalidated) {
      try {
        alive = await this.isSessionAlive();
      } catch (error) {
        this.log.warn('[realtime] could not check the session', error);
      }
    }
    if (this.disposed || this.socket) return;
    if (alive) {
      this.revalidated = true;
      if (this.wanted()) this.connect();
      else this.setStatus('idle');
      return;
    }
    this.log.warn('[realtime] the session ended; not reconnecting');
    this.onSessionEnded?.();
  }

  private scheduleReconnect() {
    if (this.disposed || this.reconnectTimer !== undefined) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.wanted() && !this.disposed && !this.socket) this.connect();
    }, this.reconnectDelayMs);
  }

  private scheduleIdleClose() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (!this.wanted()) this.close();
    }, this.idleCloseMs);
  }

  private close() {
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.idleTimer);
    this.reconnectTimer = undefined;
    this.idleTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      try {
        socket.close(1000, 'done');
      } catch (error) {
        this.log.warn('[realtime] could not close the connection', error);
      }
    }
    this.setStatus('idle');
  }

  private send(
    message:
      | { type: 'join' | 'leave' | 'presence_leave'; room: string }
      | { type: 'presence'; room: string; field: string | null },
  ) {
    try {
      this.socket?.send(JSON.stringify(message));
    } catch (error) {
      this.log.warn('[realtime] could not send', message.type, error);
    }
  }

  private handleMessage(data: unknown) {
    if (typeof data !== 'string') {
      this.log.warn('[realtime] ignored a non-text message');
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      this.log.warn('[realtime] ignored an unreadable message', data.slice(0, 200));
      return;
    }
    if (!message || typeof message !== 'object') {
      this.log.warn('[realtime] ignored an unexpected message', data.slice(0, 200));
      return;
    }
    const { type, room } = message as { type?: unknown; room?: unknown };
    if (type === 'joined' && typeof room === 'string') {
      for (const h of [...(this.rooms.get(room.toLowerCase()) ?? [])]) {
        try {
          h.onJoined?.();
        } catch (error) {
          this.log.warn('[realtime] a join handler failed', error);
        }
      }
      return;
    }
    if (type === 'error') {
      this.log.warn('[realtime] server error', (message as { message?: unknown }).message, room ?? '');
      return;
    }
    if (type === 'notification') {
      for (const h of [...this.userHandlers]) {
        try {
          h.onNotification(message as NotificationWsEvent);
        } catch (error) {
          this.log.warn('[realtime] a notification handler failed', error);
        }
      }
      return;
    }
    if (type === 'presence' && typeof room === 'string') {
      for (const h of [...(this.rooms.get(room.toLowerCase()) ?? [])]) {
        try {
          h.onPresence?.(message as PresenceWsEvent);
        } catch (error) {
          this.log.warn('[realtime] a presence handler failed', error);
        }
      }
      return;
    }
    const isScore = type === 'score_updated';
    const isKpi = type === 'kpi_updated';
    if (
      typeof type !== 'string' ||
      !(isScore || isKpi || NOTE_EVENT_TYPES.has(type)) ||
      typeof room !== 'string'
    )
      return;
    const handlers = this.rooms.get(room.toLowerCase());
    if (!handlers) return;
    for (const h of [...handlers]) {
      try {
        if (isScore) h.onScore?.(message as ScoreEvent);
        else if (isKpi) h.onKpi?.(message as KpiEvent);
        else h.onEvent(message as NoteEvent);
      } catch (error) {
        this.log.warn('[realtime] an event handler failed', error);
      }
    }
  }
}

let shared: RealtimeConnection | null = null;

/** The tab's connection for `userId` (a different user replaces it). */
export function getRealtimeConnection(
  userId: string,
  options: Omit<RealtimeConnectionOptions, 'url'> = {},
): RealtimeConnection {
  const url = realtimeUrl(userId);
  if (shared && shared.url !== url) {
    shared.dispose();
    shared = null;
  }
  shared ??= new RealtimeConnection({ url, ...options });
  return shared;
}

/** Drops the tab's connection (tests; signing out). */
export function resetRealtimeConnection() {
  shared?.dispose();
  shared = null;
}
