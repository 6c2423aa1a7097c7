import pg from 'pg';
import {
  AUTH,
  ICP,
  SHARE_LINK_GONE,
  type Icp,
  type Notification,
  type Page,
  type ShareLink,
  type ShareLinkCreated,
  type SharedItem,
} from '@icp-studio/contracts';
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

/**
 * docs/product.md §14, "A maker's access": a link lives only while its maker may see the profile. Each
 * trigger auth announces (unassignment, role change, deleted account) ends the maker's links at once,
 * before anyone opens them; the view asks again, so a missed event shows nothing either. Owners and
 * admins keep theirs; the owner is notified and their list names the maker and says why.
 */
describe('icp service: share links follow their maker’s access', () => {
  let s: Stack;
  let db: pg.Client;
  let n = 0;
  const call = <T>(subject: string, body: unknown, who: Person | null) =>
    s.rpc.request<T>(subject, body, { actor: who?.actor ?? null });
  const view = (token: string) => call<SharedItem>(ICP.viewShare, { token }, null);
  const reasonOf = async (id: string) =>
    (await db.query('SELECT revoked_reason FROM icp.share_links WHERE id = $1', [id])).rows[0]
      ?.revoked_reason as string | null;

  /** A client with a profile, their advisor, and a link to the profile made by each of them. */
  async function sharedByAdvisor() {
    n += 1;
    const owner = await s.register(`owner${n}`, 'Olive', `Owner${n}`);
    const advisor = await s.makeAdvisor(`adv${n}`, 'Adam', `Advisor${n}`);
    await s.assign(owner.user.id, advisor.user.id);
    const icp = await call<Icp>(ICP.create, { name: `Shared ${n}`, type: 'b2b', painPoints: ['Old'] }, owner);
    const advisorLink = await call<ShareLinkCreated>(
      ICP.createShare,
      { id: icp.id, label: 'Adam’s' },
      advisor,
    );
    const ownerLink = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, owner);
    const adminLink = await call<ShareLinkCreated>(ICP.createShare, { id: icp.id }, s.admin);
    await view(advisorLink.token);
    return { owner, advisor, icp, advisorLink, ownerLink, adminLink };
  }

  /** The advisor's link ended by the event alone (nobody opened it), and answers as a dead link. */
  async function endedForAccess(x: Awaited<ReturnType<typeof sharedByAdvisor>>) {
    await eventually(async () => (await reasonOf(x.advisorLink.id)) === 'creator_lost_access', 10_000);
    // The owner writes after the change: none of it reaches the advisor's link.
    await call(
      ICP.update,
      { id: x.icp.id, fields: { name: x.icp.name, type: 'b2b', painPoints: ['New'] } },
      x.owner,
    );
    expect(await rpcError(view(x.advisorLink.token))).toMatchObject({
      status: 404,
      message: SHARE_LINK_GONE,
    });
    for (const kept of [x.ownerLink, x.adminLink]) {
      const shown = await view(kept.token);
      expect(shown.kind === 'icp' && shown.item.painPoints).toEqual(['New']);
    }
  }

  beforeAll(async () => {
    s = await startStack();
    db = new pg.Client({ connectionString: s.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await s?.close();
  });

  it('unassignment: the advisor’s links end; the owner is told, and the list names the maker and why', async () => {
    const x = await sharedByAdvisor();
    const before = await call<ShareLink[]>(ICP.listShares, { id: x.icp.id }, x.owner);
    expect(before.find((l) => l.id === x.advisorLink.id)).toMatchObject({
      createdByName: `Adam Advisor${n}`,
      revokedAt: null,
      revokedReason: null,
    });
    expect(before.find((l) => l.id === x.ownerLink.id)?.createdByName).toBe(`Olive Owner${n}`);
    await s.unassign(x.owner.user.id);
    await endedForAccess(x);
    const after = await call<ShareLink[]>(ICP.listShares, { id: x.icp.id }, x.owner);
    const ended = after.find((l) => l.id === x.advisorLink.id);
    expect(ended).toMatchObject({ revokedReason: 'creator_lost_access', createdByName: `Adam Advisor${n}` });
    expect(Date.parse(ended!.revokedAt!)).toBeGreaterThan(0);
    expect(after.find((l) => l.id === x.ownerLink.id)).toMatchObject({
      revokedAt: null,
      revokedReason: null,
    });
    // Ended, it cannot be revoked again.
    expect(
      await rpcError(call(ICP.revokeShare, { id: x.icp.id, shareId: x.advisorLink.id }, x.owner)),
    ).toMatchObject({ status: 404 });
    await eventually(async () => {
      const page = await call<Page<Notification>>(AUTH.listNotifications, { limit: 20, offset: 0 }, x.owner);
      return page.items.some(
        (item) =>
          item.kind === 'shares_revoked' &&
          item.itemKind === 'icp' &&
          item.itemId === x.icp.id &&
          item.actorId === x.advisor.user.id &&
          item.actorName === `Adam Advisor${n}` &&
          item.itemName === x.icp.name,
      );
    }, 10_000);
  });

  it('demotion: an advisor made a client loses their links to their clients’ profiles', async () => {
    const x = await sharedByAdvisor();
    await s.call(AUTH.setRole, { id: x.advisor.user.id, role: 'client' }, s.admin);
    await endedForAccess(x);
  });

  it('deletion: a deleted account’s links to others’ profiles end; the owner is told without a maker id', async () => {
    const x = await sharedByAdvisor();
    // The advisor's own profile: the account's other handler of the same event still removes it.
    const own = await call<Icp>(ICP.create, { name: 'Adam’s own', type: 'b2b' }, x.advisor);
    await call(AUTH.deleteMe, { currentPassword: TEST_PASSWORD }, x.advisor);
    await endedForAccess(x);
    await eventually(async () => {
      const gone = await rpcError(call(ICP.get, { id: own.id }, s.admin)).catch(() => null);
      return gone?.status === 404;
    }, 10_000);
    await eventually(async () => {
      const page = await call<Page<Notification>>(AUTH.listNotifications, { limit: 20, offset: 0 }, x.owner);
      return page.items.some(
        (item) => item.kind === 'shares_revoked' && item.itemId === x.icp.id && item.actorId === null,
      );
    }, 10_000);
  });

  it('the view asks again: a change whose event was missed still shows nothing, and ends the link', async () => {
    const x = await sharedByAdvisor();
    // The assignment removed behind auth's back: no event is published.
    await db.query('DELETE FROM auth.advisor_assignments WHERE client_id = $1', [x.owner.user.id]);
    expect(await reasonOf(x.advisorLink.id)).toBeNull();
    expect(await rpcError(view(x.advisorLink.token))).toMatchObject({
      status: 404,
      message: SHARE_LINK_GONE,
    });
    expect(await reasonOf(x.advisorLink.id)).toBe('creator_lost_access');
    const { rows } = await db.query('SELECT view_count FROM icp.share_links WHERE id = $1', [
      x.advisorLink.id,
    ]);
    expect(rows[0].view_count).toBe(1); // the refused view is not counted
    await view(x.ownerLink.token);
    await view(x.adminLink.token);
    await eventually(async () => {
      const page = await call<Page<Notification>>(AUTH.listNotifications, { limit: 20, offset: 0 }, x.owner);
      return page.items.some((item) => item.kind === 'shares_revoked' && item.itemId === x.icp.id);
    }, 10_000);
  });
});
