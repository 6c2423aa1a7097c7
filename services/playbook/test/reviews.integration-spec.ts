import {
  AUTH,
  ICP,
  PLAYBOOK_REVIEW_TOO_LARGE,
  type PlaybookReview,
  type PlaybookReviewAnswer,
  type PlaybookReviewInput,
} from '@icp-studio/contracts';
import { routeSubject } from '@icp-studio/contracts/http';
import pg from 'pg';
import {
  TEST_PASSWORD,
  eventually,
  rpcError,
  startStack,
  useOwnSubjectPrefix,
  type Person,
  type Stack,
} from './harness.js';

useOwnSubjectPrefix();

const GET = routeSubject('getPlaybookReview');
const SAVE = routeSubject('savePlaybookReview');
const DISCARD = routeSubject('discardPlaybookReview');

/** A review as the web keeps it: two sections arrived, one objection removed, the name edited. */
const review = (name = 'Playbook for Dental practices'): PlaybookReviewInput => ({
  name,
  options: { startDate: '2027-01-04', budget: { amount: 6000, currency: 'USD' } },
  sections: {
    positioning: { valueProposition: 'Fewer no-shows, fuller diaries', pillars: ['Reminders that work'] },
    objections: [],
  },
  variants: { positioning: 2 },
  writer: { engine: 'builtin' },
});

/** docs/product.md, "Generating a playbook": a review is kept on the server until created or discarded. */
describe('playbook service: generated playbooks under review', () => {
  let s: Stack;
  let alice: Person; // client
  let bob: Person; // another client
  let ann: Person; // alice's advisor
  let db: pg.Client;

  beforeAll(async () => {
    s = await startStack();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    await s.assign(alice.user.id, ann.user.id);
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await s?.close();
  });

  it('keeps what the user left, exactly, and gives it back to their next request', async () => {
    const icp = await s.createIcp(alice, 'Dental practices');
    expect(await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, alice)).toEqual({ kept: null });
    const saved = await s.call<PlaybookReview>(SAVE, { id: icp.id, ...review() }, alice);
    expect(saved).toMatchObject({ icpId: icp.id, review: review() });
    const again: Person = { ...alice, actor: { ...alice.actor } }; // another tab or device: the same user
    expect(await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, again)).toEqual({ kept: saved });
    // the last save wins (another tab, another device)
    const later = await s.call<PlaybookReview>(SAVE, { id: icp.id, ...review('Spring plan') }, again);
    expect(Date.parse(later.updatedAt)).toBeGreaterThanOrEqual(Date.parse(saved.updatedAt));
    expect((await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, alice)).kept?.review.name).toBe(
      'Spring plan',
    );
  });

  it("is its keeper's own: an advisor keeps their own review of the client's profile", async () => {
    const icp = await s.createIcp(alice, 'Shared profile');
    await s.call(SAVE, { id: icp.id, ...review('Alice’s') }, alice);
    expect(await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, ann)).toEqual({ kept: null });
    await s.call(SAVE, { id: icp.id, ...review('Ann’s') }, ann);
    expect((await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, alice)).kept?.review.name).toBe(
      'Alice’s',
    );
    expect((await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, ann)).kept?.review.name).toBe('Ann’s');
  });

  it('refuses a profile the caller may not see with 404, and keeps nothing', async () => {
    const icp = await s.createIcp(alice, 'Private');
    for (const call of [
      s.call(GET, { id: icp.id }, bob),
      s.call(SAVE, { id: icp.id, ...review() }, bob),
      s.call(DISCARD, { id: icp.id }, bob),
    ])
      expect(await rpcError(call)).toMatchObject({ status: 404, message: 'ICP not found' });
    expect(await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, alice)).toEqual({ kept: null });
  });

  it('refuses a review past its size with 400 and keeps the one before', async () => {
    const icp = await s.createIcp(alice, 'Big');
    const kept = await s.call<PlaybookReview>(SAVE, { id: icp.id, ...review() }, alice);
    const huge = { ...review(), sections: { positioning: { valueProposition: 'x'.repeat(300_000) } } };
    expect(await rpcError(s.call(SAVE, { id: icp.id, ...huge }, alice))).toMatchObject({
      status: 400,
      fields: { sections: [PLAYBOOK_REVIEW_TOO_LARGE] },
    });
    expect(await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, alice)).toEqual({ kept });
  });

  it('is discarded on request (twice is fine), with its profile, and with its keeper', async () => {
    const icp = await s.createIcp(alice, 'Discarded');
    await s.call(SAVE, { id: icp.id, ...review() }, alice);
    expect(await s.call(DISCARD, { id: icp.id }, alice)).toEqual({ message: 'Review discarded' });
    expect(await s.call(DISCARD, { id: icp.id }, alice)).toEqual({ message: 'Review discarded' });
    expect(await s.call<PlaybookReviewAnswer>(GET, { id: icp.id }, alice)).toEqual({ kept: null });

    const doomed = await s.createIcp(alice, 'Doomed');
    await s.call(SAVE, { id: doomed.id, ...review() }, alice);
    await s.call(ICP.delete, { id: doomed.id }, alice);
    await eventually(async () => (await reviewCount({ icpId: doomed.id })) === 0, 5000);

    const carl = await s.register('carl', 'Carl', 'Client');
    const carlIcp = await s.createIcp(carl, 'Carl’s');
    await s.call(SAVE, { id: carlIcp.id, ...review() }, carl);
    expect(await reviewCount({ userId: carl.user.id })).toBe(1);
    await s.call(AUTH.deleteMe, { currentPassword: TEST_PASSWORD }, carl);
    await eventually(async () => (await reviewCount({ userId: carl.user.id })) === 0, 10_000);
  });

  /** Rows left in the table (read straight from the database: the keeper may be gone). */
  async function reviewCount(by: { icpId?: string; userId?: string }): Promise<number> {
    const [column, value] = by.icpId ? ['icp_id', by.icpId] : ['user_id', by.userId];
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM playbook.playbook_reviews WHERE ${column} = $1`,
      [value],
    );
    return rows[0]!.n;
  }
});
