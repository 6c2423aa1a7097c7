import type { Actor, EntityChangedEvent, IcpFields, User } from '@icp-studio/contracts';
import { DomainError, mergeFields } from '@icp-studio/service-kit';
import type { AccessService, Visibility } from '../access/access.service.js';
import type { IcpEntity } from './icp.entity.js';
import type { IcpEvents } from '../events/icp.events.js';
import type { IcpsRepository, NewIcpRow } from './icps.repository.js';
import { ICP_NOT_FOUND, IcpsService } from './icps.service.js';
import type { ScoreRefreshQueue } from '../scoring/score-refresh.queue.js';
import type { IcpVersionEntity } from '../history/icp-version.entity.js';
import { ICP_VERSION_FIELDS, changedFields, isStale, versionContent } from '../history/history.rules.js';

// Unit tests of the profile rules, with in-memory stand-ins for the repository, the access rules and
// the events. The SQL itself is covered by the integration tests (src/test).

const ADMIN: Actor = { userId: '00000000-0000-4000-8000-000000000001', role: 'admin' };
const ADVISOR: Actor = { userId: '00000000-0000-4000-8000-000000000002', role: 'team_member' };
const CLIENT_A: Actor = { userId: '00000000-0000-4000-8000-00000000000a', role: 'client' };
const CLIENT_B: Actor = { userId: '00000000-0000-4000-8000-00000000000b', role: 'client' };
/** The advisor is assigned to client A only. */
const ASSIGNED: Record<string, string[]> = { [ADVISOR.userId]: [CLIENT_A.userId] };

const user = (a: Actor, name: string): User =>
  ({ id: a.userId, role: a.role, email: `${name}@example.com`, firstName: name, lastName: 'Test' }) as User;
const USERS = new Map<string, User>([
  [ADMIN.userId, user(ADMIN, 'admin')],
  [ADVISOR.userId, user(ADVISOR, 'advisor')],
  [CLIENT_A.userId, user(CLIENT_A, 'ada')],
  [CLIENT_B.userId, user(CLIENT_B, 'bob')],
]);

function fakeAccess(): AccessService {
  const visibility = async (a: Actor): Promise<Visibility> =>
    a.role === 'admin' ? { all: true } : { all: false, userIds: [a.userId, ...(ASSIGNED[a.userId] ?? [])] };
  return {
    visibility,
    canSee: async (a: Actor, ownerId: string) => {
      const v = await visibility(a);
      return v.all || v.userIds.includes(ownerId);
    },
    users: async (_a: Actor, ids: string[]) =>
      new Map(ids.filter((id) => USERS.has(id)).map((id) => [id, USERS.get(id)!])),
  } as unknown as AccessService;
}

class FakeIcpsRepository {
  rows = new Map<string, IcpEntity>();
  deletedDrafts: { id: string; ownerId: string }[] = [];
  private next = 1;

  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async findOwner(id: string) {
    const r = this.rows.get(id);
    return r ? { id: r.id, userId: r.userId } : null;
  }
  async findWithAi(id: string) {
    const r = this.rows.get(id);
    return r ? { ...r, aiSuggestions: null, personaNarrative: null } : null;
  }
  async findPage(v: Visibility, _actorId: string, q: { limit: number; offset: number }) {
    const all = [...this.rows.values()].filter((r) => v.all || v.userIds.includes(r.userId));
    const rows = all
      .slice(q.offset, q.offset + q.limit)
      .map((r) => ({ ...r, aiSuggestions: null, personaNarrative: null }));
    return { rows, total: all.length };
  }
  async insert(values: NewIcpRow, draft?: { id: string; ownerId: string } | null) {
    const id = `00000000-0000-4000-8000-${String(this.next++).padStart(12, '0')}`;
    const now = new Date('2025-01-01T00:00:00.000Z');
    const row = {
      ...values,
      id,
      createdAt: now,
      updatedAt: now,
      version: 1,
      scoreRequestedAt: this.stamp(),
      scoreFailedAt: null,
    } as IcpEntity;
    this.rows.set(id, row);
    if (draft) this.deletedDrafts.push(draft);
    return row;
  }
  async update(id: string, values: Partial<IcpEntity>, opts: { content?: boolean } = {}) {
    const r = this.rows.get(id);
    if (!r) return false;
    const stamp = opts.content ? { scoreRequestedAt: this.stamp(), scoreFailedAt: null } : {};
    this.rows.set(id, { ...r, ...values, ...stamp });
    return true;
  }
  /** The versioned save as IcpsRepository does it, over the map (the SQL is the integration tests'). */
  versions: { id: string; version: number; changed: string[]; authorName: string | null }[] = [];
  async saveVersioned(
    id: string,
    values: Partial<IcpEntity>,
    save: { authorId: string; authorName: string | null; baseVersion?: number },
  ) {
    const before = this.rows.get(id);
    if (!before) return { outcome: 'gone' as const };
    if (isStale(save.baseVersion, before.version)) {
      // This fake keeps no older versions: without the base, every difference is a conflict.
      const mine = versionContent({ ...before, ...values } as IcpEntity);
      const merge = mergeFields(null, mine, versionContent(before), ICP_VERSION_FIELDS);
      return {
        outcome: 'stale' as const,
        merge,
        current: {
          version: before.version,
          authorId: null,
          authorName: 'Someone',
          createdAt: before.updatedAt,
          changedFields: [],
          restoredFrom: null,
          content: versionContent(before),
        } as unknown as IcpVersionEntity,
      };
    }
    const after = { ...before, ...values, scoreRequestedAt: this.stamp(), scoreFailedAt: null } as IcpEntity;
    const changed = changedFields(versionContent(before), versionContent(after));
    if (changed.length) {
      after.version = before.version + 1;
      this.versions.push({ id, version: after.version, changed, authorName: save.authorName });
    }
    this.rows.set(id, after);
    return { outcome: 'saved' as const, row: after };
  }
  /** Each save's `score_requested_at`: one second apart. */
  private saves = 0;
  private stamp() {
    return new Date(Date.UTC(2025, 0, 1, 0, 0, ++this.saves));
  }
  async delete(id: string) {
    return this.rows.delete(id);
  }
  async countsByOwner(ids: string[]) {
    return ids
      .map((userId) => {
        const mine = [...this.rows.values()].filter((r) => r.userId === userId);
        return { userId, total: mine.length, completed: mine.filter((r) => r.status === 'completed').length };
      })
      .filter((c) => c.total > 0);
  }
  async activityByOwner(ids: string[]) {
    return ids
      .map((userId) => {
        const mine = [...this.rows.values()].filter((r) => r.userId === userId);
        return { userId, total: mine.length, last: mine[0]?.updatedAt ?? null };
      })
      .filter((c) => c.total > 0);
  }
  async countAll() {
    return this.rows.size;
  }
}

const fields = (over: Partial<IcpFields> = {}): IcpFields =>
  ({ name: 'Dentists', type: 'b2b', ...over }) as IcpFields;
const complete = (): IcpFields =>
  fields({
    companySize: '10-50 employees',
    psychographics: 'Value steady patient flow',
    painPoints: ['No-shows'],
    preferredChannels: ['LinkedIn'],
  });

/** The re-score queue: records each request; `down` makes it refuse (Redis away). */
class FakeRescore {
  requests: { icpId: string; requestedAt: Date | null }[] = [];
  down = false;
  async request(icpId: string, requestedAt: Date | null) {
    if (this.down) return false;
    this.requests.push({ icpId, requestedAt });
    return true;
  }
}

function setup() {
  const repo = new FakeIcpsRepository();
  const events: EntityChangedEvent[] = [];
  const rescore = new FakeRescore();
  const service = new IcpsService(
    repo as unknown as IcpsRepository,
    fakeAccess(),
    { changed: (e: EntityChangedEvent) => events.push(e) } as unknown as IcpEvents,
    rescore as unknown as ScoreRefreshQueue,
  );
  return { repo, events, service, rescore };
}

async function rejection(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('IcpsService rules', () => {
  it('creates a profile of the actor’s own, with the owner’s name, and publishes "created"', async () => {
    const { service, events } = setup();
    const icp = await service.create(CLIENT_A, fields());
    expect(icp).toMatchObject({ userId: CLIENT_A.userId, createdBy: CLIENT_A.userId, status: 'in_progress' });
    expect(icp.clientEmail).toBe('ada@example.com');
    expect(events).toEqual([{ id: icp.id, userId: CLIENT_A.userId, change: 'created' }]);
  });

  it('removes only the actor’s own draft with the profile it became', async () => {
    const { service, repo } = setup();
    await service.create(CLIENT_A, fields(), 'draft-1');
    expect(repo.deletedDrafts).toEqual([{ id: 'draft-1', ownerId: CLIENT_A.userId }]);
  });

  it('refuses "completed" while a step is empty (400) and accepts it when all five hold content', async () => {
    const { service, events } = setup();
    expect((await rejection(service.create(CLIENT_A, fields({ status: 'completed' })))).status).toBe(400);
    expect(events).toEqual([]);
    await expect(service.create(CLIENT_A, { ...complete(), status: 'completed' })).resolves.toMatchObject({
      status: 'completed',
    });
  });

  it('answers 404 for a profile the actor may not see, the same as for one that does not exist', async () => {
    const { service } = setup();
    const bobs = await service.create(CLIENT_B, fields());
    for (const p of [
      service.get(CLIENT_A, bobs.id),
      service.get(ADVISOR, bobs.id),
      service.get(ADMIN, 'nope'),
    ]) {
      const err = await rejection(p);
      expect(err.status).toBe(404);
      expect(err.message).toBe(ICP_NOT_FOUND);
    }
    await expect(service.get(ADMIN, bobs.id)).resolves.toMatchObject({ id: bobs.id });
    expect(await service.canSee(CLIENT_A, bobs.id)).toEqual({ allowed: false, ownerId: null });
    expect(await service.canSee(CLIENT_B, bobs.id)).toEqual({ allowed: true, ownerId: CLIENT_B.userId });
  });

  it('lets the assigned advisor change and delete a client’s profile, and no one else', async () => {
    const { service, events, repo } = setup();
    const adas = await service.create(CLIENT_A, fields());
    const bobs = await service.create(CLIENT_B, fields());
    expect((await service.update(ADVISOR, adas.id, fields({ name: 'Orthodontists' }))).name).toBe(
      'Orthodontists',
    );
    expect((await rejection(service.update(ADVISOR, bobs.id, fields()))).status).toBe(404);
    expect((await rejection(service.delete(CLIENT_A, bobs.id))).status).toBe(404);
    expect(repo.rows.has(bobs.id)).toBe(true);
    await expect(service.delete(ADVISOR, adas.id)).resolves.toEqual({ message: 'Deleted' });
    expect(events.map((e) => e.change)).toEqual(['created', 'created', 'updated', 'deleted']);
  });

  it('keeps the status on update unless the body names one; setStatus checks the completed rule', async () => {
    const { service } = setup();
    const done = await service.create(CLIENT_A, { ...complete(), status: 'completed' });
    expect((await service.update(CLIENT_A, done.id, complete())).status).toBe('completed');
    // the stored fields are incomplete: completing them is refused
    expect((await rejection(service.update(CLIENT_A, done.id, fields()))).status).toBe(400);
    const draft = await service.create(CLIENT_A, fields());
    expect((await rejection(service.setStatus(CLIENT_A, draft.id, 'completed'))).status).toBe(400);
    expect((await service.setStatus(CLIENT_A, draft.id, 'draft')).status).toBe('draft');
  });

  it('answers 404 when the row vanishes between the check and the write', async () => {
    const { service, repo } = setup();
    const icp = await service.create(CLIENT_A, fields());
    repo.update = async () => false;
    expect((await rejection(service.setStatus(CLIENT_A, icp.id, 'draft'))).status).toBe(404);
  });

  it('creates for a client: advisors for assigned clients only, admins for any client, never a client', async () => {
    const { service } = setup();
    expect((await rejection(service.createForClient(CLIENT_A, CLIENT_B.userId, fields()))).status).toBe(403);
    expect((await rejection(service.createForClient(ADVISOR, CLIENT_B.userId, fields()))).status).toBe(403);
    await expect(service.createForClient(ADVISOR, CLIENT_A.userId, fields())).resolves.toMatchObject({
      userId: CLIENT_A.userId,
      createdBy: ADVISOR.userId,
    });
    await expect(service.createForClient(ADMIN, CLIENT_B.userId, fields())).resolves.toMatchObject({
      userId: CLIENT_B.userId,
    });
    const unknown = '00000000-0000-4000-8000-0000000000ff';
    expect((await rejection(service.createForClient(ADMIN, unknown, fields()))).status).toBe(404);
    expect((await rejection(service.createForClient(ADMIN, ADVISOR.userId, fields()))).status).toBe(400);
  });

  it('lists only the visible profiles, with the page’s limit and offset', async () => {
    const { service } = setup();
    await service.create(CLIENT_A, fields());
    await service.create(CLIENT_B, fields());
    const page = await service.list(ADVISOR, { limit: 10, offset: 0 } as never);
    expect(page.total).toBe(1);
    expect(page.items.map((i) => i.userId)).toEqual([CLIENT_A.userId]);
    expect((await service.list(ADMIN, { limit: 1, offset: 1 } as never)).items).toHaveLength(1);
  });

  it('keeps counts and stats for admins, and zeros for every asked id without profiles', async () => {
    const { service } = setup();
    await service.create(CLIENT_A, complete());
    expect((await rejection(service.countsByUser(ADVISOR, [CLIENT_A.userId]))).status).toBe(403);
    expect((await rejection(service.stats(CLIENT_A))).status).toBe(403);
    expect(await service.countsByUser(ADMIN, [CLIENT_A.userId, CLIENT_B.userId])).toEqual({
      [CLIENT_A.userId]: { total: 1, completed: 0 },
      [CLIENT_B.userId]: { total: 0, completed: 0 },
    });
    expect(await service.stats(ADMIN)).toEqual({ total: 1 });
  });

  it('answers activity only for the users the actor may see', async () => {
    const { service } = setup();
    await service.create(CLIENT_A, fields());
    await service.create(CLIENT_B, fields());
    const out = await service.activityByUser(ADVISOR, [CLIENT_A.userId, CLIENT_B.userId]);
    expect(out[CLIENT_A.userId]).toMatchObject({ total: 1, lastActivityAt: '2025-01-01T00:00:00.000Z' });
    expect(out[CLIENT_B.userId]).toEqual({ total: 0, openTasks: 0, lastActivityAt: null });
  });

  describe('versions (docs/product.md §13)', () => {
    it('keeps a version for a save that changes fields, by its author, naming the fields', async () => {
      const { service, repo } = setup();
      const icp = await service.create(CLIENT_A, fields());
      expect(icp.version).toBe(1);
      const saved = await service.update(ADVISOR, icp.id, fields({ industry: 'Dental' }), { baseVersion: 1 });
      expect(saved.version).toBe(2);
      expect(repo.versions).toEqual([
        { id: icp.id, version: 2, changed: ['industry'], authorName: 'advisor Test' },
      ]);
      // the same fields again change nothing: no new version
      expect((await service.update(CLIENT_A, icp.id, fields({ industry: 'Dental' }))).version).toBe(2);
    });

    it('answers 409 with both versions to a save started from an older version; none named, it saves', async () => {
      const { service, events } = setup();
      const icp = await service.create(CLIENT_A, fields());
      await service.update(CLIENT_A, icp.id, fields({ industry: 'Dental' }), { baseVersion: 1 });
      const before = events.length;
      const err = (await rejection(
        service.update(ADVISOR, icp.id, fields({ industry: 'Legal' }), { baseVersion: 1 }),
      )) as DomainError;
      expect(err.status).toBe(409);
      expect(err.conflict).toMatchObject({ baseVersion: 1, current: { version: 2 } });
      expect(err.conflict?.current.content.industry).toBe('Dental');
      expect(events).toHaveLength(before); // nothing was written
      expect((await service.update(ADVISOR, icp.id, fields({ industry: 'Legal' }))).version).toBe(3);
    });
  });

  describe('the score follows the profile (docs/product.md §10)', () => {
    it('queues a score for a new profile, and says it is updating', async () => {
      const { service, rescore, repo } = setup();
      const icp = await service.create(CLIENT_A, fields());
      expect(icp.scoreState).toBe('updating');
      expect(rescore.requests).toEqual([
        { icpId: icp.id, requestedAt: repo.rows.get(icp.id)!.scoreRequestedAt },
      ]);
    });

    it('queues a re-score on every save with the save’s own stamp, never on a status change', async () => {
      const { service, rescore } = setup();
      const icp = await service.create(CLIENT_A, fields());
      const saved = await service.update(CLIENT_A, icp.id, fields({ industry: 'Dental' }));
      expect(saved.scoreState).toBe('updating');
      expect(rescore.requests).toHaveLength(2);
      expect(rescore.requests[1]!.requestedAt!.getTime()).toBeGreaterThan(
        rescore.requests[0]!.requestedAt!.getTime(),
      );
      await service.setStatus(CLIENT_A, icp.id, 'in_progress');
      expect(rescore.requests).toHaveLength(2);
    });

    it('says no score is coming when the queue refuses (none for a new profile)', async () => {
      const { service, rescore } = setup();
      rescore.down = true;
      expect((await service.create(CLIENT_A, fields())).scoreState).toBe('none');
    });

    it('scores a copy afresh', async () => {
      const { service, rescore } = setup();
      const icp = await service.create(CLIENT_A, fields());
      const copy = await service.duplicate(CLIENT_A, icp.id);
      expect(copy.scoreState).toBe('updating');
      expect(rescore.requests.map((r) => r.icpId)).toEqual([icp.id, copy.id]);
    });
  });
});
