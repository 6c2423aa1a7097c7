import type { ClientListing, Page } from '@icp-studio/contracts';
import { ADMIN_ONLY_MESSAGE, requireAdmin, toMetrics, toReports, withCounts } from './admin.rules.js';

const ID = '6f1c2f5e-8a51-4c1e-9a4f-1b2c3d4e5f60';
const OTHER = '0d4c8a3e-1b2f-4a5c-8d9e-0f1a2b3c4d5e';

describe('requireAdmin', () => {
  it('lets an admin through', () => {
    expect(requireAdmin({ actor: { userId: ID, role: 'admin' }, body: {} })).toEqual({
      userId: ID,
      role: 'admin',
    });
  });

  it('refuses clients and advisors with 403 and the admin message', () => {
    for (const role of ['client', 'team_member'] as const) {
      expect(() => requireAdmin({ actor: { userId: ID, role }, body: {} })).toThrow(
        expect.objectContaining({ status: 403, message: ADMIN_ONLY_MESSAGE }),
      );
    }
  });

  it('refuses a request without an actor, or with a malformed one, with 401', () => {
    expect(() => requireAdmin({ actor: null, body: {} })).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireAdmin({ actor: { userId: 'nope', role: 'admin' } as never, body: {} })).toThrow(
      expect.objectContaining({ status: 401 }),
    );
  });
});

describe('toMetrics', () => {
  it('takes each figure from the service that owns it', () => {
    expect(
      toMetrics(
        {
          totalUsers: 10,
          clientCount: 7,
          advisorCount: 2,
          adminCount: 1,
          activeAssignments: 4,
          unassignedClients: 3,
        },
        { total: 12 },
        { total: 5 },
      ),
    ).toEqual({
      totalUsers: 10,
      totalICPs: 12,
      totalPlaybooks: 5,
      activeAssignments: 4,
      unassignedClients: 3,
      advisorCount: 2,
    });
  });
});

describe('withCounts', () => {
  const row = (id: string): ClientListing => ({
    id,
    firstName: 'C',
    lastName: 'L',
    email: `${id}@example.com`,
    username: 'c',
    role: 'client',
    profileImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    assignedAt: null,
    notes: null,
    advisorId: null,
    advisor: null,
    icpCount: 0,
    playbookCount: 0,
  });

  it('fills the totals per client and keeps the paging', () => {
    const page: Page<ClientListing> = { items: [row(ID), row(OTHER)], total: 9, limit: 2, offset: 4 };
    const out = withCounts(
      page,
      { [ID]: { total: 3, completed: 1 } },
      { [OTHER]: { total: 2, completed: 0 } },
    );
    expect(out).toMatchObject({ total: 9, limit: 2, offset: 4 });
    expect(out.items.map((c) => [c.icpCount, c.playbookCount])).toEqual([
      [3, 0],
      [0, 2],
    ]);
  });
});

describe('toReports', () => {
  it('merges the weekly counts by week, oldest first, a week either side misses counting as zero', () => {
    const out = toReports(
      {
        createdPerWeek: [
          { weekStart: '2026-11-16', count: 2 },
          { weekStart: '2026-11-23', count: 1 },
        ],
        scoreBuckets: [{ label: '0–19', min: 0, max: 19, count: 3 }],
        unscored: 4,
      },
      {
        createdPerWeek: [
          { weekStart: '2026-11-23', count: 5 },
          { weekStart: '2026-11-09', count: 7 },
        ],
      },
      [
        {
          id: ID,
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          profileImageUrl: null,
          clientCount: 2,
          clients: [],
        },
      ],
    );
    expect(out.weeks).toEqual([
      { weekStart: '2026-11-09', profiles: 0, playbooks: 7 },
      { weekStart: '2026-11-16', profiles: 2, playbooks: 0 },
      { weekStart: '2026-11-23', profiles: 1, playbooks: 5 },
    ]);
    expect(out).toMatchObject({
      scoreBuckets: [{ label: '0–19', count: 3 }],
      unscored: 4,
      advisorWorkload: [{ advisorId: ID, firstName: 'Ada', lastName: 'Lovelace', clientCount: 2 }],
    });
  });
});
