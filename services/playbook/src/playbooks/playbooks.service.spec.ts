import type { Actor, CanSeeResponse, EntityChangedEvent, PlaybookFields, User } from '@icp-studio/contracts';
import { DomainError, mergeFields } from '@icp-studio/service-kit';
import type { AccessService } from '../access/access.service.js';
import type { IcpSummary, Peers } from '../access/peers.js';
import type { Visibility } from '../access/access.rules.js';
import type { PlaybookEvents } from '../events/playbook.events.js';
import type { NoteEntity } from '../notes/note.entity.js';
import { NoteItemGoneError, type NotesRepository } from '../notes/notes.repository.js';
import type { NoteNotifier } from '../notes/note-notifier.js';
import { NotesService } from '../notes/notes.service.js';
import type { PlaybookEntity } from './playbook.entity.js';
import type { KpiActualsRepository } from '../kpis/kpi-actuals.repository.js';
import type { PlaybooksRepository } from './playbooks.repository.js';
import { MOVE_ACROSS_CLIENTS, PlaybooksService } from './playbooks.service.js';
import { PLAYBOOK_VERSION_FIELDS, changedFields, isStale, versionContent } from '../history/history.rules.js';

// Unit tests of the playbook and note rules, with in-memory stand-ins for the repositories, the peers
// (auth, icp), the access rules and the events. The SQL is covered by the integration tests (test/).

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ADMIN: Actor = { userId: id(1), role: 'admin' };
const ADVISOR: Actor = { userId: id(2), role: 'team_member' };
const CLIENT_A: Actor = { userId: id(10), role: 'client' };
const CLIENT_B: Actor = { userId: id(11), role: 'client' };
const ASSIGNED: Record<string, string[]> = { [ADVISOR.userId]: [CLIENT_A.userId] };
/** Profiles: two of client A, one of client B. */
const ICPS: Record<string, IcpSummary> = {
  [id(100)]: { id: id(100), name: 'Dentists', userId: CLIENT_A.userId, clientName: 'Ada' },
  [id(101)]: { id: id(101), name: 'Orthodontists', userId: CLIENT_A.userId, clientName: 'Ada' },
  [id(102)]: { id: id(102), name: 'Bakeries', userId: CLIENT_B.userId, clientName: 'Bob' },
};

const visibility = async (a: Actor): Promise<Visibility> =>
  a.role === 'admin' ? { all: true } : { all: false, userIds: [a.userId, ...(ASSIGNED[a.userId] ?? [])] };
const canSee = async (a: Actor, ownerId: string) => {
  const v = await visibility(a);
  return v.all || v.userIds.includes(ownerId);
};

const fakeAccess = {
  visibility,
  canSee,
  mayBeAssigned: async (_caller: Actor, assigneeId: string, ownerId: string) =>
    assigneeId === ownerId || (ASSIGNED[assigneeId] ?? []).includes(ownerId),
} as unknown as AccessService;

const fakePeers = {
  icpCanSee: async (a: Actor, icpId: string): Promise<CanSeeResponse> => {
    const icp = ICPS[icpId];
    return icp && (await canSee(a, icp.userId))
      ? { allowed: true, ownerId: icp.userId }
      : { allowed: false, ownerId: null };
  },
  icp: async (a: Actor, icpId: string) => {
    const icp = ICPS[icpId];
    return icp && (await canSee(a, icp.userId)) ? icp : null;
  },
  usersByIds: async (a: Actor) =>
    [{ id: a.userId, role: a.role, firstName: 'Ann', lastName: 'Author', username: 'ann' }] as User[],
} as unknown as Peers;

class FakePlaybooks {
  rows = new Map<string, PlaybookEntity>();
  private next = 1000;
  async findById(pid: string) {
    return this.rows.get(pid) ?? null;
  }
  async findOwner(pid: string) {
    const r = this.rows.get(pid);
    return r ? { id: r.id, userId: r.userId } : null;
  }
  async findPage(v: Visibility, q: { limit: number; offset: number }) {
    const all = [...this.rows.values()].filter((r) => v.all || v.userIds.includes(r.userId));
    return { rows: all.slice(q.offset, q.offset + q.limit), total: all.length };
  }
  async insert(values: Partial<PlaybookEntity>) {
    const now = new Date('2025-01-01T00:00:00.000Z');
    const row = {
      ...values,
      id: id(this.next++),
      version: 1,
      createdAt: now,
      updatedAt: now,
    } as PlaybookEntity;
    this.rows.set(row.id, row);
    return row;
  }
  async update(where: { id: string; userId?: string }, values: Partial<PlaybookEntity>) {
    const r = this.rows.get(where.id);
    if (!r || (where.userId && r.userId !== where.userId)) return false;
    this.rows.set(r.id, { ...r, ...values });
    return true;
  }
  /** The versioned save as PlaybooksRepository does it, over the map (the SQL is the integration tests'). */
  async saveVersioned(
    where: { id: string; userId?: string },
    values: Partial<PlaybookEntity>,
    save: { baseVersion?: number },
  ) {
    const before = this.rows.get(where.id);
    if (!before || (where.userId && before.userId !== where.userId)) return { outcome: 'gone' as const };
    if (isStale(save.baseVersion, before.version)) {
      // This fake keeps no older versions: without the base, every difference is a conflict.
      const mine = versionContent({ ...before, ...values } as PlaybookEntity);
      const merge = mergeFields(null, mine, versionContent(before), PLAYBOOK_VERSION_FIELDS);
      const current = { version: before.version, content: versionContent(before), changedFields: [] };
      return {
        outcome: 'stale' as const,
        current: { ...current, createdAt: before.updatedAt } as never,
        merge,
      };
    }
    const after = { ...before, ...values } as PlaybookEntity;
    if (changedFields(versionContent(before), versionContent(after)).length) after.version += 1;
    this.rows.set(after.id, after);
    return { outcome: 'saved' as const, row: after };
  }
  async delete(pid: string) {
    return this.rows.delete(pid);
  }
  async countsByOwner(ids: string[]) {
    return ids.map((user_id) => ({ user_id, total: this.of(user_id).length, completed: 0 }));
  }
  async activityByOwner(ids: string[]) {
    return ids.map((user_id) => ({ user_id, total: this.of(user_id).length, open_tasks: 0, last: null }));
  }
  async countAll() {
    return this.rows.size;
  }
  async deleteForIcp(icpId: string) {
    const gone = [...this.rows.values()].filter((r) => r.icpId === icpId);
    for (const r of gone) this.rows.delete(r.id);
    return gone.map((r) => ({ id: r.id, userId: r.userId }));
  }
  async setIcpNames() {}
  private of(userId: string) {
    return [...this.rows.values()].filter((r) => r.userId === userId);
  }
}

class FakeNotes {
  rows = new Map<string, NoteEntity>();
  failInsert = false;
  private next = 5000;
  async findById(nid: string) {
    return this.rows.get(nid) ?? null;
  }
  async findPageForItem(item: { icpId?: string | null; playbookId?: string | null }) {
    const rows = [...this.rows.values()].filter((n) =>
      item.icpId ? n.icpId === item.icpId : n.playbookId === item.playbookId,
    );
    return { rows, total: rows.length };
  }
  async insert(values: Partial<NoteEntity>) {
    if (this.failInsert) throw new NoteItemGoneError();
    const now = new Date('2025-01-01T00:00:00.000Z');
    const row = {
      icpId: null,
      playbookId: null,
      assignedTo: null,
      ...values,
      id: id(this.next++),
      createdAt: now,
      updatedAt: now,
    } as NoteEntity;
    this.rows.set(row.id, row);
    return row;
  }
  async completeOpenTask(nid: string) {
    const n = this.rows.get(nid);
    if (!n || !n.isTask || n.status !== 'open') return false;
    this.rows.set(nid, { ...n, status: 'completed' });
    return true;
  }
  async countOpenTasks() {
    return [];
  }
  async setAuthorName() {}
}

function setup() {
  const playbookRepo = new FakePlaybooks();
  const noteRepo = new FakeNotes();
  const changes: EntityChangedEvent[] = [];
  const noteEvents: string[] = [];
  const events = {
    playbookChanged: (e: EntityChangedEvent) => changes.push(e),
    note: (type: string) => noteEvents.push(type),
  } as unknown as PlaybookEvents;
  const playbooks = new PlaybooksService(
    playbookRepo as unknown as PlaybooksRepository,
    fakeAccess,
    fakePeers,
    events,
    // No KPI actuals in these tests (the cockpit's KPI status is tested in test/cockpit.integration-spec.ts).
    {
      playbookKpis: async () => [],
      findForPlaybooks: async () => new Map(),
    } as unknown as KpiActualsRepository,
  );
  const notes = new NotesService(
    noteRepo as unknown as NotesRepository,
    fakeAccess,
    fakePeers,
    playbooks,
    events,
    {
      created: () => undefined,
      updated: () => undefined,
      completed: () => undefined,
    } as unknown as NoteNotifier,
  );
  return { playbooks, notes, playbookRepo, noteRepo, changes, noteEvents };
}

const fields = (icpId: string, over: Partial<PlaybookFields> = {}) =>
  ({ name: 'Launch', icpId, ...over }) as PlaybookFields;

async function rejection(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('PlaybooksService rules', () => {
  it('creates on a visible profile, owned by the profile’s owner, and publishes "created"', async () => {
    const { playbooks, changes } = setup();
    const p = await playbooks.create(ADVISOR, fields(id(100)));
    expect(p).toMatchObject({ userId: CLIENT_A.userId, createdBy: ADVISOR.userId, status: 'in_progress' });
    expect(changes).toEqual([{ id: p.id, userId: CLIENT_A.userId, change: 'created' }]);
  });

  it('answers 404 "ICP not found" for a profile the actor may not see', async () => {
    const { playbooks } = setup();
    const err = await rejection(playbooks.create(ADVISOR, fields(id(102))));
    expect([err.status, err.message]).toEqual([404, 'ICP not found']);
  });

  it('hides another client’s playbook behind 404, for reads and writes alike', async () => {
    const { playbooks } = setup();
    const bobs = await playbooks.create(CLIENT_B, fields(id(102)));
    for (const p of [
      playbooks.get(CLIENT_A, bobs.id),
      playbooks.update(ADVISOR, bobs.id, fields(id(102))),
      playbooks.setStatus(CLIENT_A, bobs.id, 'completed'),
      playbooks.delete(ADVISOR, bobs.id),
    ]) {
      expect((await rejection(p)).status).toBe(404);
    }
    expect(await playbooks.canSee(CLIENT_A, bobs.id)).toEqual({ allowed: false, ownerId: null });
    expect(await playbooks.canSee(ADMIN, bobs.id)).toEqual({ allowed: true, ownerId: CLIENT_B.userId });
  });

  it('moves a playbook to another profile of the same client, and refuses a move across clients with 409', async () => {
    const { playbooks } = setup();
    const p = await playbooks.create(ADMIN, fields(id(100)));
    const moved = await playbooks.update(ADMIN, p.id, fields(id(101)));
    expect(moved).toMatchObject({ icpId: id(101), userId: CLIENT_A.userId });
    const err = await rejection(playbooks.update(ADMIN, p.id, fields(id(102))));
    expect([err.status, err.message]).toEqual([409, MOVE_ACROSS_CLIENTS]);
    // a move to a profile the actor cannot see is a 404 (its existence is not revealed)
    expect((await rejection(playbooks.update(ADVISOR, p.id, fields(id(102))))).status).toBe(404);
  });

  it('answers 409 with both versions to a save started from an older version (docs/product.md §13)', async () => {
    const { playbooks } = setup();
    const p = await playbooks.create(CLIENT_A, fields(id(100)));
    expect(p.version).toBe(1);
    const first = await playbooks.update(CLIENT_A, p.id, fields(id(100), { tonality: 'Warm' }), {
      baseVersion: 1,
    });
    expect(first.version).toBe(2);
    const err = await rejection(
      playbooks.update(ADVISOR, p.id, fields(id(100), { tonality: 'Dry' }), { baseVersion: 1 }),
    );
    expect(err.status).toBe(409);
    expect(err.conflict).toMatchObject({ baseVersion: 1, current: { version: 2 } });
    expect(err.conflict?.current.content.tonality).toBe('Warm');
    // a save that names no version is written (last write wins)
    expect((await playbooks.update(ADVISOR, p.id, fields(id(100), { tonality: 'Dry' }))).version).toBe(3);
  });

  it('keeps the status on update unless the body names one', async () => {
    const { playbooks } = setup();
    const p = await playbooks.create(CLIENT_A, fields(id(100)));
    await playbooks.setStatus(CLIENT_A, p.id, 'completed');
    expect((await playbooks.update(CLIENT_A, p.id, fields(id(100)))).status).toBe('completed');
    expect((await playbooks.update(CLIENT_A, p.id, fields(id(100), { status: 'draft' }))).status).toBe(
      'draft',
    );
  });

  it('keeps the admin aggregates for admins (403 otherwise)', async () => {
    const { playbooks } = setup();
    await playbooks.create(CLIENT_A, fields(id(100)));
    expect((await rejection(playbooks.stats(CLIENT_A))).status).toBe(403);
    expect((await rejection(playbooks.countsByUser(ADVISOR, [CLIENT_A.userId]))).status).toBe(403);
    expect(await playbooks.stats(ADMIN)).toEqual({ total: 1 });
  });

  it('removes a deleted profile’s playbooks and publishes "deleted" for each', async () => {
    const { playbooks, changes } = setup();
    const p = await playbooks.create(CLIENT_A, fields(id(100)));
    await playbooks.create(CLIENT_A, fields(id(101)));
    expect(await playbooks.removeForIcp(id(100))).toEqual([{ id: p.id, userId: CLIENT_A.userId }]);
    expect(changes.at(-1)).toEqual({ id: p.id, userId: CLIENT_A.userId, change: 'deleted' });
  });
});

describe('NotesService rules', () => {
  it('writes notes on items the actor sees; 404 on others, 400 without an item', async () => {
    const { notes, noteEvents } = setup();
    const n = await notes.create(CLIENT_A, { icpId: id(100), content: 'Call them' } as never);
    expect(n).toMatchObject({ icpId: id(100), userId: CLIENT_A.userId });
    expect(noteEvents).toEqual(['note_added']);
    expect((await rejection(notes.create(CLIENT_A, { icpId: id(102), content: 'x' } as never))).status).toBe(
      404,
    );
    expect((await rejection(notes.list(CLIENT_A, { limit: 10, offset: 0 } as never))).status).toBe(400);
  });

  it('assigns tasks only to someone who can see the item (400 otherwise)', async () => {
    const { notes, noteEvents } = setup();
    const bad = { icpId: id(100), content: 'Do it', isTask: true, assignedTo: CLIENT_B.userId } as never;
    expect((await rejection(notes.create(ADMIN, bad))).status).toBe(400);
    const ok = { icpId: id(100), content: 'Do it', isTask: true, assignedTo: ADVISOR.userId } as never;
    await notes.create(ADMIN, ok);
    expect(noteEvents).toEqual(['note_added', 'task_assigned']);
  });

  it('completes a task once (one event), refuses plain notes (400) and hides others’ notes (404)', async () => {
    const { notes, noteEvents } = setup();
    const task = await notes.create(CLIENT_A, { icpId: id(100), content: 'Do', isTask: true } as never);
    const note = await notes.create(CLIENT_A, { icpId: id(100), content: 'Hi' } as never);
    expect((await notes.complete(CLIENT_A, task.id)).status).toBe('completed');
    expect((await notes.complete(CLIENT_A, task.id)).status).toBe('completed');
    expect(noteEvents.filter((t) => t === 'task_completed')).toHaveLength(1);
    expect((await rejection(notes.complete(CLIENT_A, note.id))).status).toBe(400);
    const err = await rejection(notes.complete(CLIENT_B, task.id));
    expect([err.status, err.message]).toEqual([404, 'Note not found']);
  });

  it('answers 404 for a note on a playbook deleted between the check and the insert', async () => {
    const { notes, playbooks, noteRepo } = setup();
    const p = await playbooks.create(CLIENT_A, fields(id(100)));
    noteRepo.failInsert = true;
    const err = await rejection(notes.create(CLIENT_A, { playbookId: p.id, content: 'x' } as never));
    expect([err.status, err.message]).toEqual([404, 'Playbook not found']);
  });
});
