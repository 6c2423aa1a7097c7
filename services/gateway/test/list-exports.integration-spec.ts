import { randomBytes } from 'node:crypto';
import { CSV_CONTENT_TYPE, ICP } from '@icp-studio/contracts';
import { connectNats, subjectPrefix, type ServiceHandle } from '@icp-studio/service-kit';
import { testEnv, uniqueSuffix } from '@icp-studio/service-kit/testing';
import type { GatewayHandle } from '../src/app.js';
import { Client, type Answer } from './support/http.js';
import { newUser, startAuthStack, startTestGateway, type AuthStack } from './support/stack.js';
import { startIcpService } from '../../icp/src/app.js';
import { icpConfigSchema } from '../../icp/src/config.js';
import { startPlaybookService } from '../../playbook/src/app.js';
import { playbookConfigSchema } from '../../playbook/src/config.js';

const suffix = uniqueSuffix();
process.env.NATS_SUBJECT_PREFIX = `gwcsv${suffix}.`;
process.env.LOG_LEVEL ??= 'warn';

const ADMIN_EMAIL = `admin_${suffix}@example.com`;
const ADMIN_PASSWORD = `Adm1n!${randomBytes(6).toString('hex')}`;

/** A CSV file (RFC 4180) as rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell || row.length) throw new Error('the file does not end with CRLF');
  return rows;
}

/**
 * The lists as CSV (docs/product.md §11): every record the caller may see (past one page), the lists'
 * filters, RFC 4180 with a BOM, formulas defused; 401 signed out, 400 for a bad filter.
 */
describe('GET /api/icps/export.csv and /api/playbooks/export.csv', () => {
  let stack: AuthStack;
  let services: ServiceHandle[];
  let gw: GatewayHandle;
  let admin: Client;
  let advisor: Client;
  let alice: Client;
  let bob: Client;
  let aliceIcp: string;

  const signIn = async (login: string, password: string) => {
    const c = new Client(gw.url);
    expect((await c.post('/api/auth/login', { username: login, password })).status).toBe(200);
    return c;
  };
  const register = async (first: string) => {
    const body = newUser(first);
    const c = new Client(gw.url);
    const res = await c.post('/api/auth/register', body);
    expect(res.status).toBe(201);
    return { c, id: res.body.user.id as string, body };
  };
  const ok = async (res: Promise<Answer>) => {
    const answer = await res;
    expect([200, 201]).toContain(answer.status);
    return answer.body;
  };
  const csv = async (who: Client, path: string) => {
    const res = await who.get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(CSV_CONTENT_TYPE);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="(icps|playbooks)-\d{8}-\d{4}\.csv"$/,
    );
    expect(res.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.text.slice(1));
    return { header: header!, rows };
  };

  beforeAll(async () => {
    stack = await startAuthStack({ ADMIN_EMAIL, ADMIN_PASSWORD });
    const env = {
      DATABASE_URL: stack.db.url,
      NATS_URL: testEnv.natsUrl,
      HEALTH_PORT: '0',
      LOG_LEVEL: 'warn',
    };
    services = [
      await startIcpService(icpConfigSchema.parse(env), { handleSignals: false }),
      await startPlaybookService(playbookConfigSchema.parse(env), { handleSignals: false }),
    ];
    gw = await startTestGateway(suffix);
    admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const a = await register('Alice');
    const b = await register('Bob');
    const adv = await register('Ada');
    await ok(admin.patch(`/api/admin/users/${adv.id}`, { role: 'team_member' }));
    await ok(admin.post('/api/admin/assignments', { clientId: a.id, advisorId: adv.id }));
    advisor = await signIn(adv.body.username, adv.body.password);
    alice = a.c;
    bob = b.c;

    // More than one page of the list (200): 203 of Alice's, among them hostile and international names.
    aliceIcp = (
      await ok(
        alice.post('/api/icps', {
          name: '=HYPERLINK("http://evil.example","click")',
          type: 'b2b',
          industry: 'Dental, "premium"',
          painPoints: ['No-shows', '+1 call backs'],
        }),
      )
    ).id;
    await ok(alice.post('/api/icps', { name: 'Zoë 🎯 中文\nsecond line', type: 'b2c', status: 'draft' }));
    for (let batch = 0; batch < 201; batch += 20)
      await Promise.all(
        Array.from({ length: Math.min(20, 201 - batch) }, (_, i) =>
          ok(alice.post('/api/icps', { name: `Bulk profile ${batch + i}`, type: 'b2b' })),
        ),
      );
    await ok(bob.post('/api/icps', { name: "Bob's own", type: 'b2c' }));
    await ok(alice.post('/api/playbooks', { icpId: aliceIcp, name: '@SUM(1)', keyMessages: ['a', 'b'] }));
    await ok(alice.post('/api/playbooks', { icpId: aliceIcp, name: 'Plain plan', status: 'draft' }));
  }, 120_000);
  afterAll(async () => {
    await gw?.close();
    for (const s of services ?? []) await s.close();
    await stack?.close();
  });

  it('holds every profile the caller may see, past the first page, and none of anyone else', async () => {
    const { header, rows } = await csv(alice, '/api/icps/export.csv');
    expect(header.slice(0, 4)).toEqual(['Name', 'Type', 'Status', 'Client']);
    expect(rows).toHaveLength(203);
    const ids = new Set(rows.map((r) => r[header.indexOf('ID')]));
    expect(ids.size).toBe(203);
    expect(rows.map((r) => r[0])).not.toContain("Bob's own");
    // An advisor sees their client's; the admin everyone's.
    expect((await csv(advisor, '/api/icps/export.csv')).rows).toHaveLength(203);
    expect((await csv(admin, '/api/icps/export.csv')).rows).toHaveLength(204);
    expect((await csv(bob, '/api/icps/export.csv')).rows.map((r) => r[0])).toEqual(["Bob's own"]);
  });

  it('defuses formulas, quotes commas, quotes and line breaks, keeps emoji', async () => {
    const { header, rows } = await csv(alice, '/api/icps/export.csv');
    const hostile = rows.find((r) => r[header.indexOf('ID')] === aliceIcp)!;
    expect(hostile[0]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(hostile[header.indexOf('Industry')]).toBe('Dental, "premium"');
    // After a separator too: a semicolon reader would start a cell at "+1" (docs/product.md §11).
    expect(hostile[header.indexOf('Pain points')]).toBe("No-shows; '+1 call backs");
    expect(rows.map((r) => r[0])).toContain('Zoë 🎯 中文\nsecond line');
  });

  it("applies the list's filters", async () => {
    const drafted = await csv(alice, '/api/icps/export.csv?status=draft');
    expect(drafted.rows.map((r) => r[0])).toEqual(['Zoë 🎯 中文\nsecond line']);
    const search = await csv(alice, '/api/icps/export.csv?search=Bulk%20profile%2019');
    expect(search.rows.map((r) => r[0]).sort()).toEqual([
      'Bulk profile 19',
      'Bulk profile 190',
      'Bulk profile 191',
      'Bulk profile 192',
      'Bulk profile 193',
      'Bulk profile 194',
      'Bulk profile 195',
      'Bulk profile 196',
      'Bulk profile 197',
      'Bulk profile 198',
      'Bulk profile 199',
    ]);
    const drafts = await csv(alice, '/api/playbooks/export.csv?status=draft');
    expect(drafts.rows.map((r) => r[0])).toEqual(['Plain plan']);
  });

  it('lists playbooks with their profile and client', async () => {
    const { header, rows } = await csv(advisor, '/api/playbooks/export.csv');
    expect(rows).toHaveLength(2);
    const sum = rows.find((r) => r[0] === "'@SUM(1)")!;
    expect(sum[header.indexOf('Key messages')]).toBe('a; b');
    expect(sum[header.indexOf('Profile ID')]).toBe(aliceIcp);
    expect((await csv(bob, '/api/playbooks/export.csv')).rows).toHaveLength(0);
  });

  it("downloads a profile's scored client list in the file's order, formulas defused; 404 for whoever may not see it", async () => {
    const file =
      'Client ID,Company,Sector,Employees\n' +
      'C-1,"=HYPERLINK(""http://evil.example"")",Dental,20\n' +
      '-2,+Plain Co,Healthcare,30\n' +
      '@3,Blank Ltd,,5\n';
    await ok(
      alice.put(`/api/icps/${aliceIcp}/evidence`, {
        csv: file,
        mapping: { clientId: 'Client ID', name: 'Company', industry: 'Sector', companySize: null },
      }),
    );
    const res = await advisor.get(`/api/icps/${aliceIcp}/evidence/fit.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(CSV_CONTENT_TYPE);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="client-fit-hyperlink-http-evil-example-click-\d{8}-\d{4}\.csv"$/,
    );
    expect(res.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.text.slice(1));
    expect(header).toEqual([
      'Row',
      'Client ID',
      'Company',
      'Fit score',
      'Tier',
      'Industry points',
      'Industry reason',
    ]);
    expect(rows.map((r) => r.slice(0, 6))).toEqual([
      ['2', 'C-1', '\'=HYPERLINK("http://evil.example")', '100', 'A', '25 of 25'],
      ['3', '-2', "'+Plain Co", '0', 'D', '0 of 25'],
      ['4', "'@3", 'Blank Ltd', 'insufficient data', '', '0 of 0'],
    ]);
    expect(rows[0]![6]).toMatch(/Dental/);

    // Whoever may not see the profile: its 404, as for the fit list; an unknown profile too.
    const hidden = await bob.get(`/api/icps/${aliceIcp}/evidence/fit.csv`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ status: 404, message: 'ICP not found' });
    expect((await bob.get(`/api/icps/${aliceIcp}/evidence/fit`)).status).toBe(404);
    expect((await alice.get('/api/icps/00000000-0000-4000-8000-000000000000/evidence/fit.csv')).status).toBe(
      404,
    );
    expect((await new Client(gw.url).get(`/api/icps/${aliceIcp}/evidence/fit.csv`)).status).toBe(401);
  });

  it('writes the scored list in one pass (no fit pages), and in a layout HubSpot imports', async () => {
    // Every request on the fit list's subject is seen here too: the download must send none.
    const nc = await connectNats({ url: testEnv.natsUrl, name: 'fit-csv-watch' });
    const seen: string[] = [];
    const watch = nc.subscribe(`${subjectPrefix()}${ICP.evidenceFit}`, {
      callback: (_err, msg) => {
        seen.push(msg.subject);
      },
    });
    const wrote = nc.subscribe(`${subjectPrefix()}${ICP.evidenceFitCsv}`, {
      callback: (_err, msg) => {
        seen.push(msg.subject);
      },
    });
    try {
      const res = await alice.get(`/api/icps/${aliceIcp}/evidence/fit.csv?layout=hubspot`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(CSV_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="client-fit-hubspot-hyperlink-http-evil-example-click-\d{8}-\d{4}\.csv"$/,
      );
      expect(res.bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = parseCsv(res.text.slice(1));
      expect(header).toEqual([
        'Client ID',
        'Company',
        'Persona',
        'ICP fit score',
        'ICP fit tier',
        'ICP fit reasons',
        'ICP profile',
      ]);
      const persona = '\'=HYPERLINK("http://evil.example","click")';
      expect(rows.map((r) => r.slice(0, 5))).toEqual([
        ['C-1', '\'=HYPERLINK("http://evil.example")', persona, '100', 'A'],
        ["'-2", "'+Plain Co", persona, '0', 'D'],
        ["'@3", 'Blank Ltd', persona, '', ''],
      ]);
      expect(rows[2]![5]).toMatch(/^Insufficient data/);
      expect(rows[0]![6]).toBe(persona);
      await nc.flush();
      expect(seen).toEqual([`${subjectPrefix()}${ICP.evidenceFitCsv}`]);
      expect((await alice.get(`/api/icps/${aliceIcp}/evidence/fit.csv?layout=excel`)).status).toBe(400);
      expect((await bob.get(`/api/icps/${aliceIcp}/evidence/fit.csv?layout=hubspot`)).status).toBe(404);
    } finally {
      watch.unsubscribe();
      wrote.unsubscribe();
      await nc.close();
    }
  });

  it('streams a large scored list in chunks as the icp service writes them (no length, no whole file)', async () => {
    const rows = 12_000;
    const lines = ['Client ID,Company,Sector,Employees'];
    for (let i = 0; i < rows; i++)
      lines.push(`C${i},Company ${i},${i % 2 ? 'Dental' : 'Legal'},${10 + (i % 40)}`);
    await ok(alice.put(`/api/icps/${aliceIcp}/evidence`, { csv: lines.join('\n') }));
    const res = await alice.get(`/api/icps/${aliceIcp}/evidence/fit.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const [header, ...data] = parseCsv(res.text.slice(1));
    expect(header!.slice(0, 3)).toEqual(['Row', 'Client ID', 'Company']);
    expect(data).toHaveLength(rows);
    expect(data.map((r) => r[1])).toEqual(Array.from({ length: rows }, (_, i) => `C${i}`));
  });

  it('answers 401 signed out and 400 for a bad filter, as JSON errors', async () => {
    const anon = await new Client(gw.url).get('/api/icps/export.csv');
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ status: 401 });
    const bad = await alice.get('/api/playbooks/export.csv?status=bogus');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, fields: { status: expect.any(Array) } });
    // The profile route itself still takes ids.
    expect((await alice.get(`/api/icps/${aliceIcp}`)).status).toBe(200);
  });
});
