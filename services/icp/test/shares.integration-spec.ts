import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  ICP,
  MAX_LIVE_SHARES,
  SHARE_LINK_ENDED,
  SHARE_LINK_GONE,
  type Icp,
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

const UPDATE_SHARE = routeSubject('updateIcpShare');

/** docs/product.md §14: read-only share links of profiles, against real PostgreSQL and NATS. */
describe('icp service: share links', () => {
  let s: Stack;
  let db: pg.Client;
  let alice: Person; // client, the owner
  let bob: Person; // another client
  let ann: Person; // advisor, assigned to alice
  let ned: Person; // advisor, assigned to nobody
  let icp: Icp;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });
  const view = (token: string) => call<SharedItem>(ICP.viewShare, { token }, null);

  beforeAll(async () => {
    s = await startStack();
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
    alice = await s.register('alice', 'Alice', 'Anders');
    bob = await s.register('bob', 'Bob', 'Brown');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(alice.user.id, ann.user.id);
    icp = await call<Icp>(
      ICP.create,
      {
        name: 'Dental practices in Texas',
        type: 'b2b',
        industry: 'Dental practices',
        painPoints: ['No-shows'],
        goals: ['Grow 20%'],
      },
      alice,
    );
  });
  afterAll(async () => {
    await db?.end();
    await s?.close();
  });

  it('makes a link stored only as its SHA-256, whose page its owner may copy again from the list', async () => {
    const link = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id, label: ' For Bob ' }, alice);
    expect(link.token).toMatch(/^i_[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({
      kind: 'icp',
      itemId: icp.id,
      label: 'For Bob',
      url: `/s/${link.token}`,
      expiresAt: null,
      viewCount: 0,
      lastViewedAt: null,
      createdBy: alice.user.id,
    });
    const { rows } = await db.query('SELECT * FROM icp.share_links WHERE id = $1', [link.id]);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(link.token.slice(2));
    // Copy again: the list derives the same page from the link's id with the server's key.
    const listed = await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice);
    expect(listed.find((l) => l.id === link.id)).toMatchObject({ url: `/s/${link.token}` });
    const byAdvisor = await call<ShareLink[]>(ICP.listShares, { id: icp.id }, ann);
    expect(byAdvisor.find((l) => l.id === link.id)?.url).toBe(`/s/${link.token}`);
    expect((await view(link.token)).item).toMatchObject({ id: icp.id });
  });

  it('keeps a link made before copying again working, listed without a page to copy', async () => {
    const token = `i_${randomBytes(32).toString('base64url')}`;
    const { rows } = await db.query(
      `INSERT INTO icp.share_links (icp_id, token_hash, label, created_by) VALUES ($1, $2, 'Old link', $3) RETURNING id`,
      [icp.id, createHash('sha256').update(token).digest('hex'), alice.user.id],
    );
    const listed = await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice);
    expect(listed.find((l) => l.id === rows[0].id)).toMatchObject({ label: 'Old link', url: null });
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((await view(token)).item).toMatchObject({ id: icp.id });
  });

  it('shows the profile without a session, without owner ids or e-mail, and counts each view', async () => {
    const link = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, alice);
    const first = await view(link.token);
    expect(first).toMatchObject({ kind: 'icp', label: null, expiresAt: null });
    expect(first.item).toMatchObject({ id: icp.id, name: icp.name, industry: 'Dental practices' });
    for (const hidden of [
      'userId',
      'createdBy',
      'clientName',
      'clientEmail',
      'aiSuggestions',
      'fieldSources',
    ])
      expect(first.item).not.toHaveProperty(hidden);
    expect(JSON.stringify(first)).not.toContain(alice.user.email);
    await view(link.token);
    const mine = (await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice)).find(
      (l) => l.id === link.id,
    );
    expect(mine?.viewCount).toBe(2);
    expect(Date.parse(mine!.lastViewedAt!)).toBeGreaterThan(Date.parse(link.createdAt) - 1000);
  });

  it('lets the owner, the assigned advisor and an admin share; anyone else gets the profile 404', async () => {
    for (const who of [ann, s.admin]) {
      const link = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, who);
      expect(link.createdBy).toBe(who.user.id);
      expect((await call<ShareLink[]>(ICP.listShares, { id: icp.id }, who)).length).toBeGreaterThan(0);
    }
    for (const who of [bob, ned]) {
      for (const [subject, body] of [
        [ICP.createShare, { id: icp.id }],
        [ICP.listShares, { id: icp.id }],
        [ICP.revokeAllShares, { id: icp.id }],
      ] as const)
        expect(await rpcError(call(subject, body, who))).toMatchObject({
          status: 404,
          message: 'ICP not found',
        });
    }
    expect(await rpcError(call(ICP.createShare, { id: icp.id }, null))).toMatchObject({ status: 401 });
  });

  it('a revoked link answers 404 "This link is no longer valid" and leaves the list', async () => {
    const link = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, alice);
    // Another profile's id does not reach this link.
    const other = await call<Icp>(ICP.create, { name: 'Other', type: 'b2c' }, alice);
    expect(await rpcError(call(ICP.revokeShare, { id: other.id, shareId: link.id }, alice))).toMatchObject({
      status: 404,
    });
    // Nor may someone who cannot see the profile revoke it.
    expect(await rpcError(call(ICP.revokeShare, { id: icp.id, shareId: link.id }, bob))).toMatchObject({
      status: 404,
    });
    await call(ICP.revokeShare, { id: icp.id, shareId: link.id }, ann);
    expect(await rpcError(view(link.token))).toMatchObject({ status: 404, message: SHARE_LINK_GONE });
    const listed = await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice);
    expect(listed.map((l) => l.id)).not.toContain(link.id);
    // Revoking it twice: it is no longer a live link.
    expect(await rpcError(call(ICP.revokeShare, { id: icp.id, shareId: link.id }, alice))).toMatchObject({
      status: 404,
    });
  });

  it("its managers change a live link's label and expiry; the list and the page show the new ones", async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const link = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id, label: 'Draft' }, alice);
    const edited = await call<ShareLink>(
      UPDATE_SHARE,
      { id: icp.id, shareId: link.id, label: ' For the board ', expiresAt: soon },
      alice,
    );
    expect(edited).toMatchObject({ id: link.id, label: 'For the board', expiresAt: soon, url: link.url });
    const listed = await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice);
    expect(listed.find((l) => l.id === link.id)).toMatchObject({ label: 'For the board', expiresAt: soon });
    expect(await view(link.token)).toMatchObject({ label: 'For the board', expiresAt: soon });
    // An absent field stays; null removes the label, and null makes it never expire.
    expect(
      await call<ShareLink>(UPDATE_SHARE, { id: icp.id, shareId: link.id, label: null }, ann),
    ).toMatchObject({
      label: null,
      expiresAt: soon,
    });
    const never = await call<ShareLink>(
      UPDATE_SHARE,
      { id: icp.id, shareId: link.id, expiresAt: null },
      s.admin,
    );
    expect(never).toMatchObject({ label: null, expiresAt: null });
    // Whoever may not revoke it may not change it either.
    for (const who of [bob, ned])
      expect(
        await rpcError(call(UPDATE_SHARE, { id: icp.id, shareId: link.id, label: 'Mine' }, who)),
      ).toMatchObject({ status: 404, message: 'ICP not found' });
    expect(await rpcError(call(UPDATE_SHARE, { id: icp.id, shareId: link.id }, null))).toMatchObject({
      status: 401,
    });
  });

  it("refuses a past expiry and a long label (400), another item's link (404), an ended one (409)", async () => {
    const link = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id, label: 'Keep' }, alice);
    const edit = (body: object) => call(UPDATE_SHARE, { id: icp.id, shareId: link.id, ...body }, alice);
    expect(await rpcError(edit({ expiresAt: new Date(Date.now() - 60_000).toISOString() }))).toMatchObject({
      status: 400,
      message: 'Expiry must be in the future',
    });
    expect(await rpcError(edit({ label: 'x'.repeat(201) }))).toMatchObject({ status: 400 });
    expect(
      (await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice)).find((l) => l.id === link.id),
    ).toMatchObject({ label: 'Keep', expiresAt: null });
    const other = await call<Icp>(ICP.create, { name: 'Elsewhere', type: 'b2c' }, alice);
    expect(
      await rpcError(call(UPDATE_SHARE, { id: other.id, shareId: link.id, label: 'Moved' }, alice)),
    ).toMatchObject({ status: 404, message: 'Share link not found' });

    await call(ICP.revokeShare, { id: icp.id, shareId: link.id }, alice);
    expect(await rpcError(edit({ label: 'Revived' }))).toMatchObject({
      status: 409,
      message: SHARE_LINK_ENDED,
    });
    const expired = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, alice);
    await db.query(`UPDATE icp.share_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      expired.id,
    ]);
    expect(
      await rpcError(call(UPDATE_SHARE, { id: icp.id, shareId: expired.id, expiresAt: null }, alice)),
    ).toMatchObject({ status: 409, message: SHARE_LINK_ENDED });
    expect(await rpcError(view(expired.token))).toMatchObject({ status: 404, message: SHARE_LINK_GONE });
  });

  it('an expiry must lie ahead; an expired link is dead and unlisted', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await rpcError(call(ICP.createShare, { id: icp.id, expiresAt: past }, alice))).toMatchObject({
      status: 400,
      message: 'Expiry must be in the future',
    });
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const link = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id, expiresAt: soon }, alice);
    expect(link.expiresAt).toBe(soon);
    expect((await view(link.token)).expiresAt).toBe(soon);
    await db.query(`UPDATE icp.share_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      link.id,
    ]);
    expect(await rpcError(view(link.token))).toMatchObject({ status: 404, message: SHARE_LINK_GONE });
    const listed = await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice);
    expect(listed.map((l) => l.id)).not.toContain(link.id);
  });

  it(`a profile holds at most ${MAX_LIVE_SHARES} live links; revoking one makes room`, async () => {
    const capped = await call<Icp>(ICP.create, { name: 'Much shared', type: 'b2b' }, alice);
    const first = await call<ShareLinkCreated>(ICP.createShare, { id: capped.id }, alice);
    for (let i = 1; i < MAX_LIVE_SHARES; i++) await call(ICP.createShare, { id: capped.id }, alice);
    expect(await rpcError(call(ICP.createShare, { id: capped.id }, ann))).toMatchObject({
      status: 409,
      message: `This item already has ${MAX_LIVE_SHARES} live links. Revoke some before making another.`,
    });
    // Links of another profile do not count against this one.
    await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, alice);
    await call(ICP.revokeShare, { id: capped.id, shareId: first.id }, alice);
    const again = await call<ShareLinkCreated>(ICP.createShare, { id: capped.id }, alice);
    expect((await call<ShareLink[]>(ICP.listShares, { id: capped.id }, alice)).length).toBe(MAX_LIVE_SHARES);
    expect((await view(again.token)).item).toMatchObject({ name: 'Much shared' });
  });

  it('unknown and malformed tokens are not valid', async () => {
    for (let i = 0; i < 50; i++)
      expect(await rpcError(view(`i_${randomBytes(32).toString('base64url')}`))).toMatchObject({
        status: 404,
        message: SHARE_LINK_GONE,
      });
    expect(await rpcError(view('i_short'))).toMatchObject({ status: 400 });
  });

  it('a profile deleted while its link is being made answers 404, not 500', async () => {
    const doomed = await call<Icp>(ICP.create, { name: 'Doomed profile', type: 'b2c' }, alice);
    // A delete not yet committed: the service still reads the profile, and its insert waits on the key.
    const tx = new pg.Client({ connectionString: s.db.url });
    await tx.connect();
    try {
      await tx.query('BEGIN');
      await tx.query('DELETE FROM icp.icps WHERE id = $1', [doomed.id]);
      const making = call<ShareLinkCreated>(ICP.createShare, { id: doomed.id, label: 'Late' }, alice);
      await waitForLockWait(db);
      await tx.query('COMMIT');
      expect(await rpcError(making)).toMatchObject({ status: 404, message: 'ICP not found' });
    } finally {
      await tx.end();
    }
  });

  it('revoke all ends every live link of the profile, and a deleted profile takes its links along', async () => {
    const links = [
      await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, alice),
      await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, alice),
    ];
    const live = (await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice)).length;
    const answer = await call<{ revoked: number }>(ICP.revokeAllShares, { id: icp.id }, alice);
    expect(answer.revoked).toBe(live);
    expect(await call<ShareLink[]>(ICP.listShares, { id: icp.id }, alice)).toEqual([]);
    for (const l of links) expect(await rpcError(view(l.token))).toMatchObject({ status: 404 });

    const doomed = await call<Icp>(ICP.create, { name: 'Doomed', type: 'b2b' }, alice);
    const link = await call<ShareLinkCreated>(ICP.createShare, { id: doomed.id }, alice);
    expect((await view(link.token)).item.name).toBe('Doomed');
    await call(ICP.delete, { id: doomed.id }, alice);
    expect(await rpcError(view(link.token))).toMatchObject({ status: 404, message: SHARE_LINK_GONE });
    const { rows } = await db.query('SELECT count(*)::int AS n FROM icp.share_links WHERE icp_id = $1', [
      doomed.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
