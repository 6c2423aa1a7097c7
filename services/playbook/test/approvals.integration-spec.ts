import { ICP, PLAYBOOK, type Approval, type Icp, type Page, type Playbook } from '@icp-studio/contracts';
import { rpcError, startStack, useOwnSubjectPrefix, type Person, type Stack } from './harness.js';

useOwnSubjectPrefix();

const VIOLATING = 'Guaranteed 12% returns every year, with no risk to your savings.';
const FIXED = 'A retirement plan built around your goals, reviewed with you every year.';

/** docs/approvals.md: a playbook's copy sent for approval, returned, fixed, approved; the record kept. */
describe('playbook service: approval of copy with a record', () => {
  let s: Stack;
  let fran: Person; // a financial adviser (client), advised by ann
  let ann: Person; // fran's advisor
  let ned: Person; // an advisor of someone else
  let rita: Person; // a client an admin marks as compliance reviewer
  let bob: Person; // another client
  let icp: Icp;
  let plan: Playbook;

  beforeAll(async () => {
    s = await startStack();
    fran = await s.register('fran', 'Fran', 'Finance');
    bob = await s.register('bob', 'Bob', 'Brown');
    rita = await s.register('rita', 'Rita', 'Review');
    ann = await s.makeAdvisor('ann', 'Ann', 'Advisor');
    ned = await s.makeAdvisor('ned', 'Ned', 'Nobody');
    await s.assign(fran.user.id, ann.user.id);
    icp = await s.call<Icp>(
      ICP.create,
      {
        name: 'Retirees in Ohio',
        type: 'b2c',
        industry: 'Retirement planning',
        profession: 'financial-advisors',
      },
      fran,
    );
    plan = await s.call<Playbook>(
      PLAYBOOK.create,
      { icpId: icp.id, name: 'Retirement plan', valueProposition: VIOLATING },
      fran,
    );
  });
  afterAll(async () => {
    await s?.close();
  });

  it('sends, returns, fixes and approves; a later edit shows "not approved"; approved copy is kept', async () => {
    expect(plan.approval ?? null).toBeNull();
    // Only the current version can be sent.
    expect(await rpcError(s.call(PLAYBOOK.requestApproval, { id: plan.id, version: 2 }, fran))).toMatchObject(
      { status: 409 },
    );
    // Nobody who may not see the playbook can send it.
    expect(await rpcError(s.call(PLAYBOOK.requestApproval, { id: plan.id, version: 1 }, bob))).toMatchObject({
      status: 404,
    });

    const sent = await s.call<Approval>(
      PLAYBOOK.requestApproval,
      { id: plan.id, version: 1, note: 'For the spring mailing' },
      fran,
    );
    expect(sent).toMatchObject({ state: 'pending', version: 1, profession: 'financial-advisors' });
    expect(sent.findings.length).toBeGreaterThan(0);
    expect(sent.findings[0]).toMatchObject({ path: 'valueProposition' });
    expect(sent.disclosures.length).toBeGreaterThan(0);
    expect(sent.content).toMatchObject({ valueProposition: VIOLATING });
    const pending = await s.call<Playbook>(PLAYBOOK.get, { id: plan.id }, fran);
    expect(pending.approval).toMatchObject({ state: 'pending', requestedVersion: 1, approvedVersion: null });

    // The queue: ann (fran's advisor) and the admin see it; ned, bob and fran herself do not.
    const queue = (who: Person) =>
      s.call<Page<Approval>>(PLAYBOOK.listApprovals, { state: 'pending', limit: 20, offset: 0 }, who);
    expect((await queue(ann)).items.map((a) => a.id)).toEqual([sent.id]);
    expect((await queue(s.admin)).items.map((a) => a.id)).toEqual([sent.id]);
    expect((await queue(ned)).total).toBe(0);
    expect((await queue(bob)).total).toBe(0);
    expect((await queue(fran)).total).toBe(0);
    expect((await queue(rita)).total).toBe(0);
    // Reading the record: 404 for who may neither review nor see the owner.
    expect(await rpcError(s.call(PLAYBOOK.getApproval, { id: sent.id }, ned))).toMatchObject({ status: 404 });
    expect(await rpcError(s.call(PLAYBOOK.getApproval, { id: sent.id }, bob))).toMatchObject({ status: 404 });
    // The author reads it but cannot approve her own copy.
    expect((await s.call<Approval>(PLAYBOOK.getApproval, { id: sent.id }, fran)).id).toBe(sent.id);
    expect(
      await rpcError(s.call(PLAYBOOK.decideApproval, { id: sent.id, decision: 'approve' }, fran)),
    ).toMatchObject({ status: 403 });
    expect(
      await rpcError(s.call(PLAYBOOK.decideApproval, { id: sent.id, decision: 'approve' }, ned)),
    ).toMatchObject({ status: 404 });
    // Returning needs a comment.
    expect(
      await rpcError(s.call(PLAYBOOK.decideApproval, { id: sent.id, decision: 'return' }, ann)),
    ).toMatchObject({ status: 400 });

    const returned = await s.call<Approval>(
      PLAYBOOK.decideApproval,
      { id: sent.id, decision: 'return', comment: 'Remove the guaranteed return.' },
      ann,
    );
    expect(returned).toMatchObject({
      state: 'returned',
      decidedBy: ann.user.id,
      decidedByName: 'Ann Advisor',
      comment: 'Remove the guaranteed return.',
      retainUntil: null,
    });
    expect(
      await rpcError(s.call(PLAYBOOK.decideApproval, { id: sent.id, decision: 'approve' }, ann)),
    ).toMatchObject({ status: 409 });
    expect((await s.call<Playbook>(PLAYBOOK.get, { id: plan.id }, fran)).approval).toMatchObject({
      state: 'returned',
    });

    // Fixed and sent again; a marked compliance reviewer approves.
    const fixed = await s.call<Playbook>(
      PLAYBOOK.update,
      { id: plan.id, fields: { icpId: icp.id, name: 'Retirement plan', valueProposition: FIXED } },
      fran,
    );
    expect(fixed.version).toBe(2);
    const again = await s.call<Approval>(PLAYBOOK.requestApproval, { id: plan.id, version: 2 }, fran);
    expect(again.findings).toEqual([]);
    expect(
      await rpcError(s.call(PLAYBOOK.setComplianceReviewer, { id: rita.user.id, reviewer: true }, ann)),
    ).toMatchObject({ status: 403 });
    await s.call(PLAYBOOK.setComplianceReviewer, { id: rita.user.id, reviewer: true }, s.admin);
    expect((await queue(rita)).items.map((a) => a.id)).toEqual([again.id]);
    const approved = await s.call<Approval>(
      PLAYBOOK.decideApproval,
      { id: again.id, decision: 'approve' },
      rita,
    );
    expect(approved).toMatchObject({ state: 'approved', version: 2, decidedBy: rita.user.id });
    const years =
      new Date(approved.retainUntil!).getUTCFullYear() - new Date(approved.decidedAt!).getUTCFullYear();
    expect(years).toBe(5);
    expect((await s.call<Playbook>(PLAYBOOK.get, { id: plan.id }, fran)).approval).toMatchObject({
      state: 'approved',
      approvedVersion: 2,
      approvedBy: 'Rita Review',
    });

    // The author cannot delete approved copy while it is kept; an edit makes it "not approved".
    expect(await rpcError(s.call(PLAYBOOK.delete, { id: plan.id }, fran))).toMatchObject({ status: 409 });
    const edited = await s.call<Playbook>(
      PLAYBOOK.update,
      {
        id: plan.id,
        fields: { icpId: icp.id, name: 'Retirement plan', valueProposition: `${FIXED} Call us.` },
      },
      fran,
    );
    expect(edited.approval).toMatchObject({ state: 'not_approved', approvedVersion: 2 });

    // The record: both requests, newest first, with who, when, which version and the findings then.
    const records = await s.call<Approval[]>(PLAYBOOK.playbookApprovals, { id: plan.id }, fran);
    expect(records.map((r) => [r.version, r.state])).toEqual([
      [2, 'approved'],
      [1, 'returned'],
    ]);
    expect(records[1]!.findings.length).toBeGreaterThan(0);
    expect(await rpcError(s.call(PLAYBOOK.playbookApprovals, { id: plan.id }, bob))).toMatchObject({
      status: 404,
    });
  });

  it('retention is an admin setting, 5 years unless set', async () => {
    expect(await s.call(PLAYBOOK.getApprovalSettings, {}, s.admin)).toEqual({ retentionYears: 5 });
    expect(await rpcError(s.call(PLAYBOOK.getApprovalSettings, {}, ann))).toMatchObject({ status: 403 });
    expect(
      await rpcError(s.call(PLAYBOOK.setApprovalSettings, { retentionYears: 0 }, s.admin)),
    ).toMatchObject({ status: 400 });
    expect(await s.call(PLAYBOOK.setApprovalSettings, { retentionYears: 7 }, s.admin)).toEqual({
      retentionYears: 7,
    });
  });
});
