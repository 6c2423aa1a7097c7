/**
 * The people and records the probes act on, all made through the API as the right user:
 *   clientA, clientB          two clients, each with a profile (scored), a draft, a playbook and an open task
 *   advAssigned               an advisor with clientA assigned (and a profile it made for clientA)
 *   advUnassigned             an advisor with no client of A or B
 *   admin                     the first admin (ADMIN_EMAIL / ADMIN_PASSWORD)
 */
import { randomBytes } from 'node:crypto';
import { sessionCookieOf } from './http.mjs';

/** Every password the suite uses: none may appear in an answer or a log line. */
export const passwords = new Set();

export function newPassword() {
  const p = `Sec!${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}a9Z`;
  passwords.add(p);
  return p;
}

let userCounter = 0;
export function newUserInput(prefix) {
  userCounter += 1;
  const tag = `${prefix}${userCounter}${randomBytes(3).toString('hex')}`.slice(0, 20);
  return {
    username: tag,
    email: `${tag.toLowerCase()}@security.test`,
    firstName: prefix,
    lastName: `Probe${userCounter}`,
    password: newPassword(),
  };
}

function expectStatus(res, status, what) {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text}`);
  return res.json;
}

export async function register(http, prefix) {
  const input = newUserInput(prefix);
  const res = await http.request('POST', '/api/auth/register', { body: input });
  const body = expectStatus(res, 201, `register ${prefix}`);
  return { ...input, id: body.user.id, cookie: sessionCookieOf(res) };
}

export async function login(http, username, password, extra = {}) {
  const res = await http.request('POST', '/api/auth/login', { body: { username, password, ...extra } });
  expectStatus(res, 200, `login ${username}`);
  return sessionCookieOf(res);
}

/** A user with a role other than client: registered, promoted by the admin, signed in again. */
export async function registerAs(http, admin, prefix, role) {
  const user = await register(http, prefix);
  if (role !== 'client') {
    const res = await http.request('PATCH', `/api/admin/users/${user.id}`, {
      cookie: admin.cookie,
      body: { role },
    });
    expectStatus(res, 200, `promote ${prefix}`);
    user.cookie = await login(http, user.username, user.password);
  }
  user.role = role;
  return user;
}

export async function assign(http, admin, clientId, advisorId) {
  const res = await http.request('POST', '/api/admin/assignments', {
    cookie: admin.cookie,
    body: { clientId, advisorId, notes: 'security suite' },
  });
  return expectStatus(res, 201, 'assign');
}

export const icpBody = (name) => ({
  name,
  type: 'b2b',
  industry: 'Accounting',
  companySize: '10-50',
  painPoints: ['Cash flow', 'Compliance'],
  needs: ['Clarity'],
  preferredChannels: ['LinkedIn'],
});

export async function createIcp(http, user, name = 'Security profile') {
  const res = await http.request('POST', '/api/icps', { cookie: user.cookie, body: icpBody(name) });
  return expectStatus(res, 201, 'create icp');
}

export async function createIcpFor(http, advisor, clientId, name = 'Advisor-made profile') {
  const res = await http.request('POST', '/api/advisor/icp', {
    cookie: advisor.cookie,
    body: { ...icpBody(name), clientId },
  });
  return expectStatus(res, 201, 'create icp for client');
}

export const draftBody = (name = 'Security draft', clientId) => ({
  clientType: 'b2b',
  name,
  industry: 'Accounting',
  draftData: { name, type: 'b2b' },
  currentStep: 2,
  ...(clientId ? { clientId } : {}),
});

export async function createDraft(http, user) {
  const res = await http.request('POST', '/api/drafts', { cookie: user.cookie, body: draftBody() });
  return expectStatus(res, 201, 'create draft');
}

export const playbookBody = (icpId, name = 'Security playbook') => ({
  icpId,
  name,
  valueProposition: 'We keep the books straight',
  keyMessages: ['One', 'Two', 'Three'],
  // A KPI to record actuals of (docs/product.md §17).
  kpis: [{ name: 'Security leads', target: 10, unit: 'leads', period: 'month' }],
});

export async function createPlaybook(http, user, icpId) {
  const res = await http.request('POST', '/api/playbooks', {
    cookie: user.cookie,
    body: playbookBody(icpId),
  });
  return expectStatus(res, 201, 'create playbook');
}

export async function createTask(http, user, item) {
  const res = await http.request('POST', '/api/notes', {
    cookie: user.cookie,
    body: { ...item, note: 'Security task', isTask: true, assignedTo: null },
  });
  return expectStatus(res, 201, 'create task');
}

export async function analyze(http, user, icpId) {
  const res = await http.request('POST', `/api/icps/${icpId}/analyze`, { cookie: user.cookie });
  return expectStatus(res, 200, 'analyze');
}

/** A client's standing records. */
export async function recordsOf(http, user) {
  const icp = await createIcp(http, user, `${user.firstName} profile`);
  await analyze(http, user, icp.id);
  const draft = await createDraft(http, user);
  const playbook = await createPlaybook(http, user, icp.id);
  const task = await createTask(http, user, { icpId: icp.id });
  const playbookTask = await createTask(http, user, { playbookId: playbook.id });
  return { icp, draft, playbook, task, playbookTask };
}
