import type { PresenceMember, PresenceSyncEvent } from '@icp-studio/contracts';

/** Presence not refreshed within this long is forgotten (docs/product.md §4; clients refresh every ~10 s). */
export const PRESENCE_TTL_MS = 30_000;

/** One socket's presence in one room. */
interface LocalEntry {
  userId: string;
  name: string;
  field: string | null;
  /** When `field` was taken (ms). */
  since: number;
  /** The socket's last `presence` message (ms). */
  refreshedAt: number;
}

/** Another instance's last report of one room. */
interface RemoteRoom {
  members: PresenceMember[];
  receivedAt: number;
}

export interface PresenceBoardOptions {
  /** This instance's id (its own reports coming back over NATS are ignored). */
  instance: string;
  ttlMs?: number;
  now?: () => number;
}

/**
 * Who is on which item's page, across instances. Each instance keeps its own sockets' presence
 * (`local`, per socket id) and the last report of every other instance for each room (`remote`);
 * a room's list is the union, one entry per user (the one editing something, else the oldest). Local
 * presence expires when its socket stops refreshing, a remote report when its instance stops
 * reporting (it died): both after `ttlMs`. The board only keeps state; the hub sends and publishes.
 */
export class PresenceBoard {
  readonly instance: string;
  readonly ttlMs: number;
  private readonly now: () => number;
  private readonly local = new Map<string, Map<number, LocalEntry>>();
  private readonly remote = new Map<string, Map<string, RemoteRoom>>();

  constructor(opts: PresenceBoardOptions) {
    this.instance = opts.instance;
    this.ttlMs = opts.ttlMs ?? PRESENCE_TTL_MS;
    this.now = opts.now ?? Date.now;
  }

  /**
   * Socket `socket` of `user` is in `room`, editing `field` (null: viewing); refreshes its presence.
   * True when the room's list changed (new, or another field).
   */
  set(room: string, socket: number, user: { userId: string; name: string }, field: string | null): boolean {
    const now = this.now();
    let entries = this.local.get(room);
    if (!entries) this.local.set(room, (entries = new Map()));
    const entry = entries.get(socket);
    if (entry && entry.field === field) {
      entry.refreshedAt = now;
      return false;
    }
    entries.set(socket, { ...user, field, since: now, refreshedAt: now });
    return true;
  }

  /** The socket's presence in `room` ends; true when it had one. */
  remove(room: string, socket: number): boolean {
    const entries = this.local.get(room);
    if (!entries?.delete(socket)) return false;
    if (entries.size === 0) this.local.delete(room);
    return true;
  }

  /** The socket's presence in every room ends; answers the rooms that changed. */
  removeSocket(socket: number): string[] {
    return [...this.local.keys()].filter((room) => this.remove(room, socket));
  }

  /** Another instance's report; answers the rooms whose list may have changed. Its own is ignored. */
  receive(event: PresenceSyncEvent): string[] {
    if (event.instance === this.instance) return [];
    let rooms = this.remote.get(event.instance);
    if (!rooms) this.remote.set(event.instance, (rooms = new Map()));
    const now = this.now();
    const changed: string[] = [];
    for (const { room, members } of event.rooms) {
      const before = rooms.get(room);
      if (members.length === 0) rooms.delete(room);
      else rooms.set(room, { members, receivedAt: now });
      if (JSON.stringify(before?.members ?? []) !== JSON.stringify(members)) changed.push(room);
    }
    if (rooms.size === 0) this.remote.delete(event.instance);
    return changed;
  }

  /** Forgets what was not refreshed within the TTL; answers the rooms that changed. */
  sweep(): string[] {
    const oldest = this.now() - this.ttlMs;
    const changed = new Set<string>();
    for (const [room, entries] of this.local) {
      for (const [socket, entry] of entries) {
        if (entry.refreshedAt < oldest) {
          entries.delete(socket);
          changed.add(room);
        }
      }
      if (entries.size === 0) this.local.delete(room);
    }
    for (const [instance, rooms] of this.remote) {
      for (const [room, report] of rooms) {
        if (report.receivedAt < oldest) {
          rooms.delete(room);
          changed.add(room);
        }
      }
      if (rooms.size === 0) this.remote.delete(instance);
    }
    return [...changed];
  }

  /** The room's list: this instance's and the others', one entry per user. */
  members(room: string): PresenceMember[] {
    const all = [...this.localMembers(room)];
    for (const rooms of this.remote.values()) all.push(...(rooms.get(room)?.members ?? []));
    const byUser = new Map<string, PresenceMember>();
    for (const m of all) {
      const kept = byUser.get(m.userId);
      if (!kept || preferred(m, kept)) byUser.set(m.userId, m);
    }
    return [...byUser.values()].sort(
      (a, b) => a.since.localeCompare(b.since) || a.userId.localeCompare(b.userId),
    );
  }

  /** This instance's report of `rooms` (default: every room it has someone in). */
  report(rooms: Iterable<string> = this.local.keys(), hello = false): PresenceSyncEvent {
    const event: PresenceSyncEvent = {
      instance: this.instance,
      rooms: [...new Set(rooms)].map((room) => ({ room, members: this.localMembers(room) })),
    };
    return hello ? { ...event, hello } : event;
  }

  /** The rooms this instance has someone in. */
  localRooms(): string[] {
    return [...this.local.keys()];
  }

  private localMembers(room: string): PresenceMember[] {
    return [...(this.local.get(room)?.values() ?? [])].map((e) => ({
      userId: e.userId,
      name: e.name,
      field: e.field,
      since: new Date(e.since).toISOString(),
    }));
  }
}

/** Of one user's entries: the one editing something (the latest such), else the oldest. */
function preferred(candidate: PresenceMember, kept: PresenceMember): boolean {
  if ((candidate.field === null) !== (kept.field === null)) return candidate.field !== null;
  return candidate.field !== null ? candidate.since > kept.since : candidate.since < kept.since;
}
