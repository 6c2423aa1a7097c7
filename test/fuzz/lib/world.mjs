/**
 * The records the fuzzer stands on, made through the API before the run: an admin (from ADMIN_*), an
 * advisor (a registered user the admin made team_member) with an assigned client, a second client of
 * nobody's, spare clients for the destructive admin routes, profiles, drafts, playbooks, notes and tasks
 * of both clients, and spare sessions for logout. During the run it keeps the ids of what the fuzzer
 * created, so valid requests name real records the caller may (or may not) see.
 */
import { cookieOf } from '../../support/stack.mjs';
import { uuidFrom } from './prng.mjs';

const PASSWORD = 'Fuzz!Passw0rd';

async function call(baseURL, method, path, { cookie, body } = {}) {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (res.status >= 300)
    throw new Error(`setup: ${method} ${path} answered ${res.status} ${text.slice(0, 300)}`);
  return { res, json };
}

export class World {
  constructor(baseURL) {
    this.baseURL = baseURL;
    /** identity -> { cookie, user } */
    this.ids = {};
    /** kind -> Map(id -> {id, ownerId, seed}) ; users: {id, ownerId: id, role, seed} */
    this.records = {
      icp: new Map(),
      playbook: new Map(),
      draft: new Map(),
      note: new Map(),
      user: new Map(),
      /** Templates the run saved (private: ownerId is the saver; installation: no owner, an admin's to delete). */
      template: new Map(),
      /** Notifications the run has listed (ownerId: the recipient, the only one who may mark them). */
      notification: new Map(),
      /** Approval records the run knows (ownerId: the playbook's owner; docs/approvals.md). */
      approval: new Map(),
    };
    this.spareSessions = [];
    /**
     * Clients the run knows to be assigned (not the seeded one), each with their advisor's id: what a valid
     * assignment change names (its client, and an advisor other than the current one).
     */
    this.assigned = new Map();
    /** Credentials of the users the run registered (login with real credentials). */
    this.known = [];
    this.deadCookies = [];
    this.exportBudget = 0;
    this.exportsByKind = {};
    this.exportsTaken = 0;
  }

  async register(label) {
    const u = `fz_${label}_${Math.random().toString(36).slice(2, 8)}`.slice(0, 20);
    const { res, json } = await call(this.baseURL, 'POST', '/api/auth/register', {
      body: {
        username: u,
        email: `${u}@example.com`,
        firstName: 'Fuzz',
        lastName: label,
        password: PASSWORD,
      },
    });
    this.known.push({ username: u, email: `${u}@example.com`, password: PASSWORD });
    return { cookie: cookieOf(res), user: json.user };
  }

  /** Credentials of a user the run registered. */
  credentials(rng) {
    return rng.pick(this.known);
  }

  /** Signs the run's users in again whose session ended; answers who had lost it. */
  async renewSessions(admin) {
    const lost = [];
    for (const who of ['admin', 'advisor', 'clientA', 'clientB']) {
      const res = await fetch(`${this.baseURL}/api/auth/check`, {
        headers: { cookie: this.ids[who].cookie },
      });
      const body = await res.json().catch(() => ({}));
      if (res.status !== 200) throw new Error(`GET /api/auth/check as ${who} answered ${res.status}`);
      if (body.authenticated) continue;
      lost.push(who);
      const user = this.ids[who].user;
      this.ids[who] =
        who === 'admin' ? await this.login(admin.username, admin.password) : await this.login(user.username);
    }
    return lost;
  }

  async login(username, password = PASSWORD) {
    const { res, json } = await call(this.baseURL, 'POST', '/api/auth/login', {
      body: { username, password },
    });
    return { cookie: cookieOf(res), user: json.user };
  }

  add(kind, rec, seed) {
    const map = this.records[kind];
    const ownerId = kind === 'user' ? rec.id : kind === 'template' ? rec.ownerId : rec.userId;
    map.set(rec.id, { id: rec.id, ownerId, role: rec.role, seed });
    // bound what the run keeps: the oldest created records go (seeded ones stay)
    if (map.size > 400)
      for (const [id, r] of map) {
        if (!r.seed) {
          map.delete(id);
          break;
        }
      }
  }

  /** Makes the users and records; `admin` = {username, password}. */
  async setup(admin, { exports }) {
    const b = this.baseURL;
    this.exportBudget = exports;
    this.ids.admin = await this.login(admin.username, admin.password);
    this.ids.advisor = await this.register('advisor');
    this.ids.clientA = await this.register('clientA');
    this.ids.clientB = await this.register('clientB');
    const adminCookie = this.ids.admin.cookie;
    await call(b, 'PATCH', `/api/admin/users/${this.ids.advisor.user.id}`, {
      cookie: adminCookie,
      body: { role: 'team_member' },
    });
    this.ids.advisor = await this.login(this.ids.advisor.user.username);
    await call(b, 'POST', '/api/admin/assignments', {
      cookie: adminCookie,
      body: { clientId: this.ids.clientA.user.id, advisorId: this.ids.advisor.user.id, notes: 'fuzz' },
    });
    for (const who of ['admin', 'advisor', 'clientA', 'clientB']) this.add('user', this.ids[who].user, true);
    // A second advisor: a valid assignment change names an advisor other than the client's own ("Choose
    // a different advisor" otherwise), and the run's role changes may never make one.
    const second = await this.register('advisor2');
    await call(b, 'PATCH', `/api/admin/users/${second.user.id}`, {
      cookie: adminCookie,
      body: { role: 'team_member' },
    });
    this.add('user', { ...second.user, role: 'team_member' }, true);
    // spare clients: targets of role changes and (re)assignments. Half start assigned to the advisor, so
    // that changing or removing an assignment has something to change from the first request on (a
    // valid update needs an assigned client; otherwise only a lucky earlier create made one).
    for (let i = 0; i < 6; i++) {
      const spare = await this.register(`spare${i}`);
      this.add('user', spare.user, false);
      this.spareSessions.push(spare.cookie);
      if (i % 2 === 0) {
        await call(b, 'POST', '/api/admin/assignments', {
          cookie: adminCookie,
          body: { clientId: spare.user.id, advisorId: this.ids.advisor.user.id, notes: 'fuzz spare' },
        });
        this.assigned.set(spare.user.id, this.ids.advisor.user.id);
      }
    }
    const full = (name, type) => ({
      name,
      type,
      industry: 'Software',
      companySize: '50-200',
      painPoints: ['slow onboarding', 'churn'],
      needs: ['automation'],
      goals: ['grow'],
      preferredChannels: ['LinkedIn', 'Email'],
      geographics: ['EU'],
      psychographics: 'pragmatic',
      buyerJourney: { awareness: 'search', consideration: 'demo', decision: 'trial' },
    });
    for (const who of ['clientA', 'clientB']) {
      const cookie = this.ids[who].cookie;
      for (const [name, type] of [
        [`${who} b2b`, 'b2b'],
        [`${who} b2c`, 'b2c'],
      ]) {
        const icp = (await call(b, 'POST', '/api/icps', { cookie, body: full(name, type) })).json;
        this.add('icp', icp, true);
        const pb = (
          await call(b, 'POST', '/api/playbooks', {
            cookie,
            body: {
              icpId: icp.id,
              name: `${name} playbook`,
              keyMessages: ['one'],
              kpis: [{ name: 'MQL', target: 10 }],
            },
          })
        ).json;
        this.add('playbook', pb, true);
        (this.kpiPlaybooks ??= []).push({ id: pb.id, ownerId: pb.userId });
        // values of its KPI, so a DELETE of one can succeed (docs/product.md §17)
        await call(b, 'POST', `/api/playbooks/${pb.id}/kpis/import`, {
          cookie,
          body: { csv: 'kpi,period,value\nMQL,2026-01,4\nMQL,2026-02,6\nMQL,2026-03,9\n' },
        });
        const note = (
          await call(b, 'POST', '/api/notes', { cookie, body: { icpId: icp.id, note: 'seed note' } })
        ).json;
        this.add('note', note, true);
        const task = (
          await call(b, 'POST', '/api/notes', {
            cookie,
            body: { playbookId: pb.id, note: 'seed task', isTask: true },
          })
        ).json;
        this.add('note', task, true);
      }
      const draft = (
        await call(b, 'POST', '/api/drafts', {
          cookie,
          body: { name: `${who} draft`, clientType: 'b2b', draftData: { step: 1 }, currentStep: 2 },
        })
      ).json;
      this.add('draft', draft, true);
      // a profile and a playbook kept for the sign-off routes only: no other request names them, so
      // their version stays 1 and the owner's sign-off of version 1 succeeds (docs/product.md §18)
      const icp = (await call(b, 'POST', '/api/icps', { cookie, body: full(`${who} sign-off`, 'b2b') })).json;
      const pb = (
        await call(b, 'POST', '/api/playbooks', {
          cookie,
          body: { icpId: icp.id, name: `${who} sign-off playbook`, keyMessages: ['one'] },
        })
      ).json;
      (this.signOffItems ??= {})[who] = { signOffIcp: icp.id, signOffPlaybook: pb.id };
      // an approval request of a playbook of its own (docs/approvals.md): a record to read and decide
      const own = (
        await call(b, 'POST', '/api/playbooks', {
          cookie,
          body: { icpId: icp.id, name: `${who} approval playbook`, keyMessages: ['one'] },
        })
      ).json;
      const approval = (
        await call(b, 'POST', `/api/playbooks/${own.id}/approvals`, { cookie, body: { version: 1 } })
      ).json;
      this.add('approval', { id: approval.id, userId: approval.ownerId }, true);
    }
    const forA = (
      await call(b, 'POST', '/api/advisor/icp', {
        cookie: this.ids.advisor.cookie,
        body: { ...full('advisor for A', 'b2b'), clientId: this.ids.clientA.user.id },
      })
    ).json;
    this.add('icp', forA, true);
    // the advisor's and the admin's own note and task on that profile: only a note's author may edit it
    for (const who of ['advisor', 'admin']) {
      for (const isTask of [false, true]) {
        const note = (
          await call(b, 'POST', '/api/notes', {
            cookie: this.ids[who].cookie,
            // mentioning client A: A has notifications to list and mark read (docs/product.md §15)
            body: {
              icpId: forA.id,
              note: `${who} seed ${isTask ? 'task' : 'note'} for @${this.ids.clientA.user.username}`,
              isTask,
            },
          })
        ).json;
        this.add('note', note, true);
      }
    }
    // spare sessions of every role for logout (which ends the session it is sent with)
    for (let i = 0; i < 2; i++) {
      this.spareSessions.push((await this.login(admin.username, admin.password)).cookie);
      this.spareSessions.push((await this.login(this.ids.advisor.user.username)).cookie);
    }
  }

  cookieOf(identity) {
    return this.ids[identity]?.cookie;
  }

  takeSpareSession() {
    const c = this.spareSessions.pop();
    if (c) this.deadCookies.push(c);
    return c;
  }

  deadCookie(rng) {
    return this.deadCookies.length ? rng.pick(this.deadCookies) : undefined;
  }

  tamperedCookie(rng) {
    const c = this.ids[rng.pick(['clientA', 'advisor', 'admin'])].cookie;
    const i = rng.int(9, c.length - 1);
    const ch = c[i] === 'a' ? 'b' : 'a';
    return c.slice(0, i) + ch + c.slice(i + 1);
  }

  /** Whether an export may name a record the caller may see (the budget is split between the two kinds). */
  takeExport(operationId) {
    const taken = (this.exportsByKind[operationId] ?? 0) + 1;
    if (taken > Math.ceil(this.exportBudget / 2)) return false;
    this.exportsByKind[operationId] = taken;
    this.exportsTaken++;
    return true;
  }

  /** Owner ids whose records `identity` may see (undefined: all); `authorOnly`: only its own. */
  visibleOwners(identity, authorOnly = false) {
    if (authorOnly && identity !== 'anon') return new Set([this.ids[identity].user.id]);
    if (identity === 'admin') return undefined;
    if (identity === 'advisor') return new Set([this.ids.advisor.user.id, this.ids.clientA.user.id]);
    if (identity === 'anon') return new Set();
    return new Set([this.ids[identity].user.id]);
  }

  /**
   * An id of a record of `kind` for a request of `identity`: mostly one it may see, sometimes another
   * tenant's, an unknown or a nil UUID. `destructive` ids never name a seeded record (see requests.mjs);
   * `authorOnly` (routes only a record's author may use): "may see" means "wrote".
   */
  pickId(
    rng,
    kind,
    identity,
    { destructive = false, foreign = false, visibleOnly = false, authorOnly = false } = {},
  ) {
    const r = visibleOnly ? 0 : rng.float();
    if (!foreign && r >= 0.86)
      return r < 0.95
        ? uuidFrom(rng)
        : rng.pick(['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']);
    let pool;
    if (kind === 'client' || kind === 'advisor' || kind === 'user' || kind === 'any') {
      const users = [...this.records.user.values()];
      if (kind === 'advisor')
        pool = users.filter((u) => u.role === 'team_member' || (u.role === 'admin' && rng.chance(0.1)));
      else if (kind === 'client') pool = users.filter((u) => u.role === 'client');
      else pool = users;
      if (kind === 'any')
        pool = pool.concat(...['icp', 'playbook', 'draft', 'note'].map((k) => [...this.records[k].values()]));
    } else pool = [...this.records[kind].values()];
    if (destructive) pool = pool.filter((p) => !p.seed);
    const owners = this.visibleOwners(identity, authorOnly);
    const visible = owners ? pool.filter((p) => owners.has(p.ownerId)) : pool;
    const others = owners ? pool.filter((p) => !owners.has(p.ownerId)) : [];
    const from = (foreign || r > 0.72) && others.length ? others : visible.length ? visible : pool;
    return from.length ? rng.pick(from).id : uuidFrom(rng);
  }

  /** A deleted user or an advisor no more: their own assignment and their clients' are gone. */
  forgetAssignmentsOf(userId) {
    this.assigned.delete(userId);
    for (const [client, advisor] of this.assigned) if (advisor === userId) this.assigned.delete(client);
  }

  /** An advisor the run knows other than `clientId`'s current one (a valid reassignment), or undefined. */
  otherAdvisorFor(rng, clientId) {
    const current = this.assigned.get(clientId);
    const advisors = [...this.records.user.values()]
      .filter((u) => u.role === 'team_member' && u.id !== current)
      .map((u) => u.id)
      .sort();
    return advisors.length ? rng.pick(advisors) : undefined;
  }

  /**
   * Learns the assignments as the product holds them (the admin's client list): the run follows only the
   * changes it makes and sees answered, and an advisor's deletion or role change also ends their clients'
   * assignments. Called before the top-up, so a valid assignment change names a client assigned now; when
   * none of the run's own clients is, one spare client is assigned to the seeded advisor again.
   */
  async resyncAssignments() {
    const cookie = this.ids.admin.cookie;
    const { json } = await call(this.baseURL, 'GET', '/api/admin/clients?assignment=assigned&limit=200', {
      cookie,
    });
    this.assigned.clear();
    for (const c of json ?? [])
      if (c.advisorId && !this.records.user.get(c.id)?.seed) this.assigned.set(c.id, c.advisorId);
    if (this.assigned.size) return;
    const spare = [...this.records.user.values()].find((u) => !u.seed && u.role === 'client');
    if (!spare) return;
    const advisorId = this.ids.advisor.user.id;
    await call(this.baseURL, 'POST', '/api/admin/assignments', {
      cookie,
      body: { clientId: spare.id, advisorId, notes: 'fuzz top-up' },
    });
    this.assigned.set(spare.id, advisorId);
  }

  /** The seeded playbooks with the "MQL" KPI that `identity` may see (a KPI value's valid targets). */
  kpiPlaybooksVisibleTo(identity) {
    const owners = this.visibleOwners(identity);
    return (this.kpiPlaybooks ?? []).filter((p) => !owners || owners.has(p.ownerId)).map((p) => p.id);
  }

  /** A profile of the owner of record `id` of `kind` (the run knows of), or undefined. */
  icpOfOwnerOf(rng, kind, id) {
    const owner = this.records[kind].get(id)?.ownerId;
    const icps = owner ? [...this.records.icp.values()].filter((r) => r.ownerId === owner) : [];
    return icps.length ? rng.pick(icps).id : undefined;
  }

  /** The item kept for sign-off route `operationId` that `identity` owns (clients only), or undefined. */
  signOffItemOf(identity, operationId) {
    return this.signOffItems?.[identity]?.[operationId];
  }

  /** The client list uploads the run made to a profile (the last few), for their status route. */
  uploadsOf(icpId) {
    return this.uploads?.get(icpId) ?? [];
  }

  /** The share links the run made on an item (the last few), for revoking one. */
  sharesOf(itemId) {
    return this.shares?.get(itemId) ?? [];
  }

  /**
   * The items of this kind ('icp', 'playbook') that have share links the run made and did not revoke;
   * with `identity`, those it may see when there are any (another's item answers 404 to a valid change).
   */
  itemsWithShares(kind, identity) {
    // the item still there as far as the run knows: not deleted, nor its owner (a deleted item answers 404)
    const alive = (itemId) => {
      const rec = this.records[kind]?.get(itemId);
      return rec !== undefined && this.records.user.has(rec.ownerId);
    };
    const items = [...(this.shares ?? new Map())]
      .filter(([itemId, ids]) => ids.length && this.shareKinds?.get(itemId) === kind && alive(itemId))
      .map(([itemId]) => itemId)
      .sort();
    const owners = identity === undefined ? undefined : this.visibleOwners(identity);
    const seen = owners ? items.filter((id) => owners.has(this.records[kind]?.get(id)?.ownerId)) : items;
    return seen.length ? seen : items;
  }

  /**
   * Before the top-up: when no item of `kind` ('icp', 'playbook') has a live share link the run made (a
   * short run may revoke every one it made), clientA makes one on a seeded item of hers, so that a valid
   * change of a link has a link to change.
   */
  async ensureLiveShare(kind) {
    if (this.itemsWithShares(kind).length) return;
    const me = this.ids.clientA;
    const item = [...this.records[kind].values()].find((r) => r.seed && r.ownerId === me.user.id);
    if (!item) return;
    try {
      const { res, json } = await call(
        this.baseURL,
        'POST',
        `/api/${kind === 'icp' ? 'icps' : 'playbooks'}/${item.id}/shares`,
        { cookie: me.cookie, body: { label: 'fuzz top-up' } },
      );
      const operationId = kind === 'icp' ? 'createIcpShare' : 'createPlaybookShare';
      this.observe({ operationId }, {}, res.status, json);
    } catch {
      // no link made (the session ended, say): the route is reported unreached, as it would be
    }
  }

  /**
   * Before the top-up: the seeded playbooks get their "MQL" KPI back. A run's valid edits may replace a
   * playbook's KPIs, after which every valid KPI value request answers "Unknown KPI".
   */
  async restoreKpiPlaybooks() {
    for (const p of this.kpiPlaybooks ?? []) {
      const owner = this.ids[this.identityOf(p.ownerId)];
      if (!owner) continue;
      try {
        await call(this.baseURL, 'PATCH', `/api/playbooks/${p.id}`, {
          cookie: owner.cookie,
          body: { kpis: [{ name: 'MQL', target: 10 }] },
        });
      } catch {
        // not restored (its owner's session ended, say): the routes are reported unreached
      }
    }
  }

  /** The run's identity ('clientA', 'advisor', ...) whose user has this id, or undefined. */
  identityOf(userId) {
    return Object.keys(this.ids)
      .sort()
      .find((identity) => this.ids[identity]?.user?.id === userId);
  }

  /** The run's identities that own an item of `kind` with live share links (a link's valid changers). */
  shareOwners(kind) {
    const owners = this.itemsWithShares(kind).map((id) =>
      this.identityOf(this.records[kind]?.get(id)?.ownerId),
    );
    return [...new Set(owners.filter(Boolean))].sort();
  }

  /**
   * What the top-up needs before its valid requests (run.mjs): the assignments as the product holds
   * them, a live share link of each kind, and the seeded playbooks' KPI.
   */
  async prepareTopUp() {
    await this.resyncAssignments();
    for (const kind of ['icp', 'playbook']) await this.ensureLiveShare(kind);
    await this.restoreKpiPlaybooks();
  }

  /** Tokens of share links the run made (some since revoked): the public page's valid inputs. */
  knownShareTokens() {
    return this.shareTokens ?? [];
  }

  /** Learns from an answer: records created, deleted, roles changed, new sessions. */
  observe(route, req, status, json, setCookie) {
    if (status >= 300 || !route) return;
    if (route.operationId === 'uploadIcpEvidence' && json?.uploadId) {
      const icpId = req.path.split('/')[3];
      this.uploads ??= new Map();
      this.uploads.set(icpId, [...this.uploadsOf(icpId), json.uploadId].slice(-5));
    }
    if (
      (route.operationId === 'createIcpShare' || route.operationId === 'createPlaybookShare') &&
      json?.token
    ) {
      // A share link: its id for revoking it, its token (told only here) for the public page.
      this.shares ??= new Map();
      this.shares.set(json.itemId, [...this.sharesOf(json.itemId), json.id].slice(-5));
      this.shareKinds ??= new Map();
      this.shareKinds.set(json.itemId, json.kind);
      this.shareTokens = [...(this.shareTokens ?? []), json.token].slice(-20);
    }
    if (route.operationId === 'revokeIcpShare' || route.operationId === 'revokePlaybookShare') {
      const [, , , itemId, , shareId] = req.path.split('/');
      this.shares?.set(
        itemId,
        this.sharesOf(itemId).filter((id) => id !== shareId),
      );
    }
    if (route.operationId === 'revokeAllIcpShares' || route.operationId === 'revokeAllPlaybookShares')
      this.shares?.set(req.path.split('/')[3], []);
    if (route.operationId === 'listNotifications' && Array.isArray(json) && req.identity !== 'anon') {
      const me = this.ids[req.identity]?.user?.id;
      if (me) for (const n of json.slice(0, 20)) this.add('notification', { id: n.id, userId: me }, false);
    }
    const kinds = {
      createIcp: 'icp',
      createIcpForClient: 'icp',
      createDraft: 'draft',
      createPlaybook: 'playbook',
      createNote: 'note',
      saveIcpAsTemplate: 'template',
      savePlaybookAsTemplate: 'template',
    };
    if (kinds[route.operationId] && json?.id) this.add(kinds[route.operationId], json, false);
    if (route.operationId === 'requestPlaybookApproval' && json?.id)
      this.add('approval', { id: json.id, userId: json.ownerId }, false);
    if (route.operationId === 'createIcp' || route.operationId === 'createIcpForClient') {
      let draftId;
      try {
        draftId = JSON.parse(String(req.body)).draftId;
      } catch {
        draftId = undefined;
      }
      if (typeof draftId === 'string') this.records.draft.delete(draftId); // the profile replaced its draft
    }
    if (route.operationId === 'register' && json?.user?.id) {
      this.add('user', json.user, false);
      const c = setCookie?.find((x) => x.startsWith('icp.sid='));
      if (c && this.spareSessions.length < 50) this.spareSessions.push(c.split(';')[0]);
    }
    if (route.method === 'DELETE' && route.path.includes('{id}')) {
      let id = req.path.split('/').pop() ?? '';
      try {
        id = decodeURIComponent(id);
      } catch {
        // a malformed escape: kept as sent
      }
      const kind = {
        deleteIcp: 'icp',
        deleteDraft: 'draft',
        deletePlaybook: 'playbook',
        deleteNote: 'note',
        deleteTemplate: 'template',
        deleteUser: 'user',
      }[route.operationId];
      if (kind) this.records[kind].delete(id);
      // A deleted client's assignment goes with them: no valid assignment change names them again.
      if (route.operationId === 'deleteUser') this.forgetAssignmentsOf(id);
    }
    if (route.operationId === 'setUserRole' && json?.id) {
      const rec = this.records.user.get(json.id);
      if (rec) rec.role = json.role;
      // a client's role change ends their assignment; an advisor's ends their clients'
      if (json.role !== 'client') this.assigned.delete(json.id);
      if (json.role !== 'team_member') this.forgetAssignmentsOf(json.id);
    }
    if (
      (route.operationId === 'createAssignment' || route.operationId === 'updateAssignment') &&
      typeof json?.clientId === 'string'
    )
      this.assigned.set(json.clientId, json.advisorId);
    if (route.operationId === 'deleteAssignment') {
      let id = req.path.split('/').pop() ?? '';
      try {
        id = decodeURIComponent(id);
      } catch {
        // a malformed escape: kept as sent
      }
      this.assigned.delete(id);
    }
  }
}
