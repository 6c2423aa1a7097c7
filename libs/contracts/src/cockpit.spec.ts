import {
  attentionReasons,
  changedSinceSignOff,
  cockpitRow,
  evidenceShare,
  isStale,
  latestOf,
  needsSignOff,
  type CockpitClient,
  type CockpitProfile,
} from './cockpit.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();
const CLIENT: CockpitClient = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Alice',
  lastName: 'Archer',
  email: 'alice@example.com',
  advisorId: null,
  advisorName: null,
};
const profile = (over: Partial<CockpitProfile> = {}): CockpitProfile => ({
  id: '00000000-0000-4000-8000-000000000011',
  name: 'Dentists',
  status: 'in_progress',
  version: 1,
  score: { overall: 70, demographics: 80, psychographics: 60, painPoints: 70, needs: 60, channels: 80 },
  evidence: { filled: 4, observed: 1 },
  signOff: null,
  ...over,
});

describe('cockpit rules (docs/product.md §18)', () => {
  it('is stale after 90 days without an update, and when there was never one', () => {
    expect(isStale(daysAgo(89), NOW)).toBe(false);
    expect(isStale(daysAgo(90), NOW)).toBe(true);
    expect(isStale(null, NOW)).toBe(true);
  });

  it('takes the latest of the services’ times', () => {
    expect(latestOf(null, daysAgo(3), daysAgo(1), undefined)).toBe(daysAgo(1));
    expect(latestOf(null, undefined)).toBeNull();
  });

  it('reads the evidence share as observed of filled, none when nothing is filled', () => {
    expect(evidenceShare(profile())).toBe(0.25);
    expect(evidenceShare(profile({ evidence: { filled: 0, observed: 0 } }))).toBeNull();
    expect(evidenceShare(null)).toBeNull();
  });

  it('says whether an item changed since its sign-off', () => {
    expect(changedSinceSignOff({ version: 2, signOff: null })).toBeNull();
    expect(changedSinceSignOff({ version: 2, signOff: { version: 2, signedAt: NOW.toISOString() } })).toBe(
      false,
    );
    expect(changedSinceSignOff({ version: 3, signOff: { version: 2, signedAt: NOW.toISOString() } })).toBe(
      true,
    );
  });

  it('needs a sign-off while the latest profile or playbook is unsigned or changed since', () => {
    const signed = { version: 2, signedAt: NOW.toISOString() };
    expect(needsSignOff({ profile: null, playbook: null })).toBe(false);
    expect(needsSignOff({ profile: profile({ version: 2, signOff: signed }), playbook: null })).toBe(false);
    expect(needsSignOff({ profile: profile({ version: 3, signOff: signed }), playbook: null })).toBe(true);
    expect(needsSignOff({ profile: profile(), playbook: null })).toBe(true);
  });

  it('gives every reason for attention, most urgent first, in words', () => {
    const reasons = attentionReasons({
      overdueTasks: 2,
      stale: true,
      lastActivityAt: daysAgo(120),
      kpiStatus: 'behind',
      profile: profile({ score: { ...profile().score!, overall: 42 } }),
    });
    expect(reasons).toEqual([
      { kind: 'overdue', text: '2 overdue tasks' },
      { kind: 'kpi_behind', text: 'KPIs behind target' },
      { kind: 'low_score', text: 'Profile score 42 (below 50)' },
      { kind: 'stale', text: 'No update in 90 days' },
    ]);
    expect(
      attentionReasons({
        overdueTasks: 0,
        stale: false,
        lastActivityAt: daysAgo(1),
        kpiStatus: null,
        profile: profile(),
      }),
    ).toEqual([]);
    // Not scored yet is not a low score.
    expect(
      attentionReasons({
        overdueTasks: 1,
        stale: false,
        lastActivityAt: daysAgo(1),
        kpiStatus: 'at_risk',
        profile: profile({ score: null }),
      }),
    ).toEqual([{ kind: 'overdue', text: '1 overdue task' }]);
  });

  it('rolls a client up from the services’ answers', () => {
    const row = cockpitRow(
      CLIENT,
      { profileCount: 3, profile: profile(), lastActivityAt: daysAgo(100) },
      {
        playbookCount: 2,
        playbook: {
          id: '00000000-0000-4000-8000-000000000021',
          name: 'Q1',
          status: 'completed',
          version: 1,
          signOff: null,
          kpiStatus: null,
        },
        openTasks: 4,
        overdueTasks: 1,
        lastActivityAt: daysAgo(5),
      },
      NOW,
    );
    expect(row).toMatchObject({
      name: 'Alice Archer',
      profileCount: 3,
      playbookCount: 2,
      openTasks: 4,
      overdueTasks: 1,
      kpiStatus: null,
      lastActivityAt: daysAgo(5),
      stale: false,
      needsSignOff: true,
    });
    expect(row.attention.map((r) => r.kind)).toEqual(['overdue']);
    const empty = cockpitRow({ ...CLIENT, firstName: '', lastName: '' }, undefined, undefined, NOW);
    expect(empty).toMatchObject({ name: 'alice@example.com', profile: null, playbook: null, stale: true });
    expect(empty.needsSignOff).toBe(false);
  });
});
