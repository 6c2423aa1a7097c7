/**
 * Share links follow their maker's access (docs/product.md §14, "A maker's access"): an advisor's link to
 * a client's profile or playbook stops working once the advisor may no longer see it (the client
 * unassigned, the advisor made a client, the advisor's account deleted), whatever the owner writes
 * afterwards; the owner's own links keep working. Each probe uses people of its own, so the fixtures of
 * the other groups are untouched.
 */
import { assign, createIcp, createPlaybook, icpBody, registerAs } from './lib/fixtures.mjs';

const C = 'share-links';
const GONE = 'This link is no longer valid';

/** A client with a profile and a playbook, their advisor, and links to both made by each of them. */
async function sharedByAdvisor(http, admin, tag) {
  const [client, advisor] = await Promise.all([
    registerAs(http, admin, `Sh${tag}C`, 'client'),
    registerAs(http, admin, `Sh${tag}A`, 'team_member'),
  ]);
  await assign(http, admin, client.id, advisor.id);
  const icp = await createIcp(http, client, `Shared ${tag}`);
  const playbook = await createPlaybook(http, client, icp.id);
  const items = [
    ['profile', `/api/icps/${icp.id}`],
    ['playbook', `/api/playbooks/${playbook.id}`],
  ];
  const link = async (who, path) => {
    // The advisor's scope may be cached a moment before the assignment's event lands.
    for (let i = 0; i < 50; i++) {
      const res = await http.request('POST', `${path}/shares`, { cookie: who.cookie, body: { label: tag } });
      if (res.status === 201) return res.json.token;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${who.username} could not make a link to ${path}`);
  };
  const advisorLinks = [];
  const ownerLinks = [];
  for (const [what, path] of items) {
    advisorLinks.push([what, await link(advisor, path)]);
    ownerLinks.push([what, await link(client, path)]);
  }
  return { client, advisor, icp, playbook, advisorLinks, ownerLinks };
}

/**
 * After the advisor lost access (`lose`), the owner writes new text; every advisor link answers the dead
 * link's 404 without that text, and the owner's links still open.
 */
async function linksDieWithAccess(ctx, tag, lose) {
  const { http, users } = ctx;
  const s = await sharedByAdvisor(http, users.admin, tag);
  for (const [what, token] of s.advisorLinks) {
    const res = await http.request('GET', `/api/shared/${token}`);
    if (res.status !== 200) return `the advisor's ${what} link answered ${res.status} before the change`;
  }
  const lost = await lose(s);
  if (lost) return lost;
  const marker = `Written after ${tag} ${Date.now()}`;
  const edit = await http.request('PUT', `/api/icps/${s.icp.id}`, {
    cookie: s.client.cookie,
    body: { ...icpBody(`Shared ${tag}`), painPoints: [marker] },
  });
  if (edit.status !== 200) return `the owner's edit answered ${edit.status}`;
  for (const [what, token] of s.advisorLinks) {
    const res = await http.request('GET', `/api/shared/${token}`);
    if (res.text.includes(marker)) return `the advisor's ${what} link shows text written after the ${tag}`;
    if (res.status !== 404 || res.json?.message !== GONE)
      return `the advisor's ${what} link answered ${res.status} after the ${tag}`;
  }
  for (const [what, token] of s.ownerLinks) {
    const res = await http.request('GET', `/api/shared/${token}`);
    if (res.status !== 200) return `the owner's own ${what} link answered ${res.status} after the ${tag}`;
  }
  return undefined;
}

export async function shareAccessProbes(ctx, report) {
  const { http, users } = ctx;
  const admin = users.admin;

  await report.run(C, "share link after unassignment: the advisor's links stop working", () =>
    linksDieWithAccess(ctx, 'unassignment', async (s) => {
      const res = await http.request('DELETE', `/api/admin/assignments/${s.client.id}`, {
        cookie: admin.cookie,
      });
      return res.status === 200 ? undefined : `the unassignment answered ${res.status}`;
    }),
  );

  await report.run(C, 'share link after demotion: the advisor made a client, their links stop working', () =>
    linksDieWithAccess(ctx, 'demotion', async (s) => {
      const res = await http.request('PATCH', `/api/admin/users/${s.advisor.id}`, {
        cookie: admin.cookie,
        body: { role: 'client' },
      });
      return res.status === 200 ? undefined : `the demotion answered ${res.status}`;
    }),
  );

  await report.run(
    C,
    "share link after deletion: the advisor's account deleted, their links stop working",
    () =>
      linksDieWithAccess(ctx, 'deletion', async (s) => {
        const res = await http.request('DELETE', '/api/auth/me', {
          cookie: s.advisor.cookie,
          body: { currentPassword: s.advisor.password },
        });
        return res.status === 200 ? undefined : `the account deletion answered ${res.status}`;
      }),
  );
}
