import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  MAX_LIVE_SHARES,
  PLAYBOOK,
  SHARE_LINK_ENDED,
  SHARE_LINK_GONE,
  type Icp,
  type Note,
  type Playbook,
  type ShareLink,
  type ShareLinkCreated,
  type SharedItem,
} from '@icp-studio/contracts';
import { routeSubject } from '@icp-studio/contracts/http';
import {
  rpcError,
  startStack,
  useOwnSubjectPrefix,
  waitForLockWait,
  type Person,
  type Stack,
} from './harness.js';

useOwnSubjectPrefix();

const UPDATE_SHARE = routeSubject('updatePlaybookShare');

/** docs/product.md §14: read-only share links of playbooks, against real PostgreSQL and NATS. */
describe('playbook service: share links', () => {
  let s: Stack;
  let db: pg.Client;
  let alice: Person; // client, the owner
  let bob: Person; // another client
  let ann: Person; // advisor, assigned to alice
  let ned: Person; // advisor, assigned to nobody
  let icp: Icp;
  let playbook: Playbook;
  const view = (token: string) => s.call<SharedItem>(PLAYBOOK.viewShare, { token }, null);

  beforeAll(async () => {
    s = await startStack();
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    icp = await s.createIcp(alice, 'Dental practices in Texas');
    playbook = await s.call<Playbook>(
      PLAYBOOK.create,
      {
        icpId: icp.id,
        name: 'Q1 plan',
        marketingGoals: ['Fill the diary'],
        valueProposition: 'Fewer no-shows',
      },
      alice,
    );
    await s.call<Note>(
      PLAYBOOK.createNote,
      { icpId: null, playbookId: playbook.id, note: 'A private note', isTask: true },
      alice,
    );
  });
  afterAll(async () => {
    await db?.end();
    await s?.close();
  });

  it('makes a link stored as its hash, shows the playbook without notes or owner, counts views', async () => {
    const link = await s.call<ShareLinkCreated>(
      PLAYBOOK.createShare,
      { id: playbook.id, label: 'Board' },
      alice,
    );
    expect(link.token).toMatch(/^p_[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      kind: 'playbook',
      itemId: playbook.id,
      label: 'Board',
      url: `/s/${link.token}`,
    });
    const { rows } = await db.query('SELECT token_hash FROM playbook.share_links WHERE id = $1', [link.id]);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));

    const shown = await view(link.token);
    expect(shown).toMatchObject({ kind: 'playbook', label: 'Board' });
    expect(shown.item).toMatchObject({
      id: playbook.id,
      name: 'Q1 plan',
      valueProposition: 'Fewer no-shows',
    });
    for (const hidden of ['userId', 'createdBy', 'icpId', 'clientName'])
      expect(shown.item).not.toHaveProperty(hidden);
    const text = JSON.stringify(shown);
    expect(text).not.toContain('A private note');
    expect(text).not.toContain(alice.user.email);
    await view(link.token);
    const mine = (await s.call<ShareLink[]>(PLAYBOOK.listShares, { id: playbook.id }, alice)).find(
      (l) => l.id === link.id,
    );
    expect(mine).toMatchObject({ viewCount: 2 });
    expect(mine!.lastViewedAt).not.toBeNull();
  });

  it('the assigned advisor and an admin may share; others get the playbook 404', async () => {
    for (const who of [ann, s.admin])
      expect((await s.call<ShareLinkCreated>(PLAYBOOK.createShare, { id: playbook.id }, who)).createdBy).toBe(
        who.user.id,
      );
    for (const who of [bob, ned])
      for (const [subject, body] of [
        [PLAYBOOK.createShare, { id: playbook.id }],
        [PLAYBOOK.listShares, { id: playbook.id }],
        [PLAYBOOK.revokeAllShares, { id: playbook.id }],
      ] as const)
        expect(await rpcError(s.call(subject, body, who))).toMatchObject({
          status: 404,
          message: 'Playbook not found',
        });
  });

  it('revoked, expired and unknown links answer 404 "This link is no longer valid"', async () => {
    const link = await s.call<ShareLinkCreated>(PLAYBOOK.createShare, { id: playbook.id }, alice);
    await s.call(PLAYBOOK.revokeShare, { id: playbook.id, shareId: link.id }, alice);
    expect(await rpcError(view(link.token))).toMatchObject({ status: 404, message: SHARE_LINK_GONE });

    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const expiring = await s.call<ShareLinkCreated>(
      PLAYBOOK.createShare,
      { id: playbook.id, expiresAt: soon },
      alice,
    );
    await db.query(`UPDATE playbook.share_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expiring.id,
    ]);
    expect(await rpcError(view(expiring.token))).toMatchObject({ status: 404, message: SHARE_LINK_GONE });
    // An icp token names another service's link: this one knows no such hash either.
    for (const token of [
      `p_${randomBytes(32).toString('base64url')}`,
      `i_${randomBytes(32).toString('base64url')}`,
    ])
      expect(await rpcError(view(token))).toMatchObject({ status: 404, message: SHARE_LINK_GONE });

    const listed = await s.call<ShareLink[]>(PLAYBOOK.listShares, { id: playbook.id }, alice);
    expect(listed.map((l) => l.id)).not.toContain(link.id);
    expect(listed.map((l) => l.id)).not.toContain(expiring.id);
  });

  it('whoever may revoke a live link may relabel it and change its expiry; ended links answer 409', async () => {
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const link = await s.call<ShareLinkCreated>(PLAYBOOK.createShare, { id: playbook.id }, alice);
    const byAdvisor = await s.call<ShareLink>(
      UPDATE_SHARE,
      { id: playbook.id, shareId: link.id, label: 'Partners', expiresAt: later },
      ann,
    );
    expect(byAdvisor).toMatchObject({ label: 'Partners', expiresAt: later, createdBy: alice.user.id });
    expect(await view(link.token)).toMatchObject({ label: 'Partners', expiresAt: later });
    const listed = await s.call<ShareLink[]>(PLAYBOOK.listShares, { id: playbook.id }, alice);
    expect(listed.find((l) => l.id === link.id)).toMatchObject({ label: 'Partners', url: link.url });
    for (const who of [bob, ned])
      expect(
        await rpcError(s.call(UPDATE_SHARE, { id: playbook.id, shareId: link.id, label: 'x' }, who)),
      ).toMatchObject({ status: 404, message: 'Playbook not found' });
    expect(
      await rpcError(
        s.call(
          UPDATE_SHARE,
          { id: playbook.id, shareId: link.id, expiresAt: '2020-01-01T00:00:00.000Z' },
          alice,
        ),
      ),
    ).toMatchObject({ status: 400, message: 'Expiry must be in the future' });
    expect(
      await rpcError(s.call(UPDATE_SHARE, { id: playbook.id, shareId: icp.id, label: 'x' }, alice)),
    ).toMatchObject({ status: 404, message: 'Share link not found' });
    await s.call(PLAYBOOK.revokeShare, { id: playbook.id, shareId: link.id }, alice);
    expect(
      await rpcError(s.call(UPDATE_SHARE, { id: playbook.id, shareId: link.id, expiresAt: null }, alice)),
    ).toMatchObject({ status: 409, message: SHARE_LINK_ENDED });
    expect(await rpcError(view(link.token))).toMatchObject({ status: 404, message: SHARE_LINK_GONE });
  });

  it('a playbook deleted while its link is being made answers 404, not 500', async () => {
    const doomed = await s.call<Playbook>(PLAYBOOK.create, { icpId: icp.id, name: 'Doomed plan' }, alice);
    // A delete not yet committed: the service still reads the playbook, and its insert waits on the key.
    const tx = new pg.Client({ connectionString: s.db.url });
    await tx.connect();
    try {
      await tx.query('BEGIN');
      await tx.query('DELETE FROM playbook.playbooks WHERE id = $1', [doomed.id]);
      const making = s.call<ShareLinkCreated>(PLAYBOOK.createShare, { id: doomed.id, label: 'Late' }, alice);
      await waitForLockWait(db);
      await tx.query('COMMIT');
      expect(await rpcError(making)).toMatchObject({ status: 404, message: 'Playbook not found' });
    } finally {
      await tx.end();
    }
  });

  it(`a playbook holds at most ${MAX_LIVE_SHARES} live links; revoking one makes room`, async () => {
    const capped = await s.call<Playbook>(PLAYBOOK.create, { icpId: icp.id, name: 'Much shared' }, alice);
    const first = await s.call<ShareLinkCreated>(PLAYBOOK.createShare, { id: capped.id }, alice);
    for (let i = 1; i < MAX_LIVE_SHARES; i++) await s.call(PLAYBOOK.createShare, { id: capped.id }, alice);
    expect(await rpcError(s.call(PLAYBOOK.createShare, { id: capped.id }, ann))).toMatchObject({
      status: 409,
      message: `This item already has ${MAX_LIVE_SHARES} live links. Revoke some before making another.`,
    });
    // Links of another playbook do not count against this one.
    await s.call<ShareLinkCreated>(PLAYBOOK.createShare, { id: playbook.id }, alice);
    await s.call(PLAYBOOK.revokeShare, { id: capped.id, shareId: first.id }, alice);
    await s.call<ShareLinkCreated>(PLAYBOOK.createShare, { id: capped.id }, ann);
    expect(await s.call<ShareLink[]>(PLAYBOOK.listShares, { id: capped.id }, alice)).toHaveLength(
      MAX_LIVE_SHARES,
    );
  });

  it('revoke all ends every live link', async () => {
    const link = await s.call<ShareLinkCreated>(PLAYBOOK.createShare, { id: playbook.id }, alice);
    const answer = await s.call<{ revoked: number }>(PLAYBOOK.revokeAllShares, { id: playbook.id }, ann);
    expect(answer.revoked).toBeGreaterThanOrEqual(1);
    expect(await s.call<ShareLink[]>(PLAYBOOK.listShares, { id: playbook.id }, alice)).toEqual([]);
    expect(await rpcError(view(link.token))).toMatchObject({ status: 404 });
  });
});
