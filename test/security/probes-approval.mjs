/**
 * Approval of a playbook's copy (docs/approvals.md): the standing records the matrix reads and decides
 * (`approvalFixtures`), then the workflow's own probes: nobody approves their own copy, a client an admin
 * did not mark reviews nothing, a marked reviewer reviews every request, returning needs a comment, a
 * decided request stays decided, approved copy cannot be deleted by its author while it is kept, and bad
 * input is a 4xx with the envelope. Each probe uses people of its own, so the matrix's are untouched.
 */
import { createIcp, createPlaybook, playbookBody, registerAs } from './lib/fixtures.mjs';

const C = 'approval';

async function send(http, who, playbookId, version = 1) {
  const res = await http.request('POST', `/api/playbooks/${playbookId}/approvals`, {
    cookie: who.cookie,
    body: { version },
  });
  if (res.status !== 201) throw new Error(`could not send for approval: ${res.status} ${res.text}`);
  return res.json;
}

/** A fresh pending request of a playbook of the client `owner` ('A' or 'B'): what a decision probe decides. */
export async function freshApproval(ctx, owner) {
  const user = owner === 'A' ? ctx.users.clientA : ctx.users.clientB;
  const playbook = await createPlaybook(ctx.http, user, ctx.rec[owner].icp.id);
  return send(ctx.http, user, playbook.id);
}

/** Each client's standing approval request, on a playbook of its own (ctx.approvals.A / .B). */
export async function approvalFixtures(ctx) {
  const [A, B] = await Promise.all([freshApproval(ctx, 'A'), freshApproval(ctx, 'B')]);
  ctx.approvals = { A, B };
}

const status = (res, want) =>
  res.status === want ? undefined : `expected ${want}, got ${res.status}: ${res.text.slice(0, 200)}`;

export async function approvalProbes(ctx, report) {
  const { http } = ctx;
  const admin = ctx.users.admin;
  const [client, advisor, reviewer, stranger] = await Promise.all([
    registerAs(http, admin, 'ApC', 'client'),
    registerAs(http, admin, 'ApA', 'team_member'),
    registerAs(http, admin, 'ApR', 'client'),
    registerAs(http, admin, 'ApS', 'client'),
  ]);
  const icp = await createIcp(http, client, 'Approval profile');
  const playbook = await createPlaybook(http, client, icp.id);
  const pending = await send(http, client, playbook.id);
  const decide = (who, id, body) =>
    http.request('POST', `/api/approvals/${id}/decision`, { cookie: who.cookie, body });

  await report.run(C, 'the author cannot approve their own copy (403)', async () =>
    status(await decide(client, pending.id, { decision: 'approve' }), 403),
  );
  await report.run(C, 'an unmarked client reviews nothing: an empty queue, 404 for the record', async () => {
    const queue = await http.request('GET', '/api/approvals', { cookie: stranger.cookie });
    if (queue.status !== 200 || queue.json.length !== 0) return `queue: ${queue.status} ${queue.text}`;
    return status(await decide(stranger, pending.id, { decision: 'approve' }), 404);
  });
  await report.run(C, 'an unassigned advisor cannot read or decide a client’s request (404)', async () =>
    status(await decide(advisor, pending.id, { decision: 'approve' }), 404),
  );
  await report.run(C, 'marking a reviewer is for admins only (403)', async () =>
    status(
      await http.request('PUT', `/api/admin/compliance-reviewers/${reviewer.id}`, {
        cookie: advisor.cookie,
        body: { reviewer: true },
      }),
      403,
    ),
  );
  await report.run(C, 'returning copy needs a comment (400 with the field)', async () => {
    const res = await decide(admin, pending.id, { decision: 'return' });
    return status(res, 400) ?? (res.json?.fields?.comment ? undefined : `no comment field: ${res.text}`);
  });
  await report.run(C, 'bad input is a 4xx with the envelope, never a 500', async () => {
    const bodies = [{ decision: 'maybe' }, { decision: 'approve', comment: 'x'.repeat(3000) }, [], 'x'];
    for (const body of bodies) {
      const res = await decide(admin, pending.id, body);
      if (res.status !== 400)
        return `${JSON.stringify(body).slice(0, 40)}: ${res.status} ${res.text.slice(0, 120)}`;
    }
    const bad = await http.request('POST', `/api/playbooks/${playbook.id}/approvals`, {
      cookie: client.cookie,
      body: { version: -1 },
    });
    return status(bad, 400);
  });
  await report.run(
    C,
    'a marked reviewer sees the request and approves it; decided stays decided',
    async () => {
      const mark = await http.request('PUT', `/api/admin/compliance-reviewers/${reviewer.id}`, {
        cookie: admin.cookie,
        body: { reviewer: true },
      });
      if (mark.status !== 200) return `mark: ${mark.status}`;
      const queue = await http.request('GET', '/api/approvals?limit=100', { cookie: reviewer.cookie });
      if (!queue.json?.some?.((a) => a.id === pending.id)) return 'not in the reviewer’s queue';
      const ok = await decide(reviewer, pending.id, { decision: 'approve' });
      if (ok.status !== 200 || ok.json.state !== 'approved') return `approve: ${ok.status} ${ok.text}`;
      return status(await decide(admin, pending.id, { decision: 'return', comment: 'late' }), 409);
    },
  );
  await report.run(
    C,
    'approved copy cannot be deleted by its author while kept (409); an edit un-approves',
    async () => {
      const del = await http.request('DELETE', `/api/playbooks/${playbook.id}`, { cookie: client.cookie });
      if (del.status !== 409) return `delete: ${del.status} ${del.text.slice(0, 200)}`;
      const res = await http.request('PATCH', `/api/playbooks/${playbook.id}`, {
        cookie: client.cookie,
        body: { status: 'completed' },
      });
      const after = await http.request('GET', `/api/playbooks/${playbook.id}`, { cookie: client.cookie });
      if (res.status !== 200 || after.json?.approval?.state !== 'approved')
        return `a status change is not a change of copy: ${after.text.slice(0, 200)}`;
      const edit = await http.request('PUT', `/api/playbooks/${playbook.id}`, {
        cookie: client.cookie,
        body: { ...playbookBody(icp.id), valueProposition: 'Changed copy' },
      });
      return edit.json?.approval?.state === 'not_approved'
        ? undefined
        : `after an edit: ${edit.text.slice(0, 200)}`;
    },
  );
}
