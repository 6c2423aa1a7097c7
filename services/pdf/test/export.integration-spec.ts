/**
 * Exports end to end: the browser's calls to the real gateway, the job through Redis to the pdf worker,
 * the data loaded as the requester from the real icp and playbook services, the PDF read back with
 * poppler. Also the sandbox probes and the access rules.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Queue, QueueEvents } from 'bullmq';
import { QUEUES, type Actor, type PdfJob, type PdfJobResult } from '@icp-studio/contracts';
import { PDF_JOB_SUBJECT, actorProofs } from '@icp-studio/service-kit';
import { testEnv } from '@icp-studio/service-kit/testing';
import { useOwnPrefixes, startStack, type Client, type Stack } from './harness.js';
import {
  hostileIcpFields,
  internationalIcpFields,
  longIcpFields,
  structuredPlaybookFields,
} from './fixtures.js';
import { pdfInfo, pdfPagesText, pdfText } from './pdf-tools.js';
import { PNG } from 'pngjs';

const prefixes = useOwnPrefixes();
const samples = process.env.PDF_SAMPLES_DIR;

/** Keeps a downloaded PDF to look at, when PDF_SAMPLES_DIR is set. */
function keep(name: string, bytes: Buffer) {
  if (!samples) return;
  mkdirSync(samples, { recursive: true });
  writeFileSync(join(samples, `${name}.pdf`), bytes);
}

const FILE_NAME = (kind: string, part: string) =>
  new RegExp(`^attachment; filename="${kind}-${part}-\\d{8}-\\d{4}\\.pdf"$`);

function expectPdfAnswer(res: { status: number; headers: Record<string, unknown>; bytes: Buffer }) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
}

describe('PDF export through the gateway', () => {
  let stack: Stack;
  let alice: Client;
  let bob: Client;
  let probe: Server;
  let probeUrl: string;
  const hits: string[] = [];
  let longId: string;
  let intlId: string;
  let hostileId: string;
  let emptyId: string;
  let playbookId: string;

  beforeAll(async () => {
    probe = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200).end('probe');
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;

    stack = await startStack(prefixes);
    alice = await stack.signUp('Alice');
    bob = await stack.signUp('Bob');

    const create = async (body: unknown) => {
      const res = await alice.post('/api/icps', body);
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    longId = await create(longIcpFields);
    intlId = await create(internationalIcpFields);
    hostileId = await create(hostileIcpFields(probeUrl));
    emptyId = await create({ name: 'Zz', type: 'b2c' });
    expect((await alice.post(`/api/icps/${longId}/analyze`)).status).toBe(200);
    const pb = await alice.post('/api/playbooks', { ...structuredPlaybookFields, icpId: longId });
    expect(pb.status).toBe(201);
    playbookId = pb.body.id;
  });
  afterAll(async () => {
    await stack?.close();
    await new Promise((resolve) => probe?.close(resolve));
  });

  it('downloads a long profile as a designed, numbered, multi-page PDF with its quality score', async () => {
    const res = await alice.get(`/api/icps/${longId}/export`);
    expectPdfAnswer(res);
    keep('export-icp-long', res.bytes);
    expect(res.headers['content-disposition']).toMatch(
      FILE_NAME('icp', 'independent-dental-practices-growth-segment-dach-nordics'),
    );
    const score = (await alice.get(`/api/icps/${longId}/score`)).body;
    const pages = await pdfPagesText(res.bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    // The persona card, whole, on the first page (docs/product.md §2, "Persona card").
    for (const s of [
      'PERSONA',
      'My biggest headache:',
      'GOALS',
      'PAINS',
      'OBJECTIONS',
      'CHANNELS',
      'Mapped to',
    ])
      expect(pages[0]).toContain(s);
    const text = pages.join(' ');
    for (const s of [
      'B2B Ideal Client Profile',
      longIcpFields.name,
      'In Progress',
      'Quality Score',
      `${score.overallScore} of 100`,
      'Firmographics',
      'Dentrix',
      'Geography',
      'Pain Points',
      'Pain point 24:',
      'Needs & Goals',
      'Preferred Channels',
      'Behavioral Traits',
      'Buyer Journey',
      'Consideration',
    ])
      expect(text).toContain(s);
    for (const sub of [score.demographicsScore, score.painPointsScore, score.channelsScore])
      expect(text).toContain(String(sub));
  });

  it('names ICP Studio in the metadata, never the browser that printed it (docs/product.md §11)', async () => {
    for (const path of [`/api/icps/${intlId}/export`, `/api/playbooks/${playbookId}/export`]) {
      const res = await alice.get(path);
      expectPdfAnswer(res);
      const info = await pdfInfo(res.bytes);
      const name = path.includes('playbooks') ? structuredPlaybookFields.name : internationalIcpFields.name;
      expect({ title: info.Title, creator: info.Creator, producer: info.Producer }).toEqual({
        title: name,
        creator: 'ICP Studio',
        producer: 'ICP Studio',
      });
      expect(res.bytes.toString('latin1')).not.toMatch(/HeadlessChrome|Chromium|Skia|Mozilla/);
    }
  });

  it('keeps accented, Greek, Chinese and Arabic text, and names the file in plain ASCII', async () => {
    const res = await alice.get(`/api/icps/${intlId}/export`);
    expectPdfAnswer(res);
    keep('export-icp-international', res.bytes);
    expect(res.headers['content-disposition']).toMatch(FILE_NAME('icp', 'zoe-aeroskobing-lodz'));
    const text = await pdfText(res.bytes);
    for (const s of [
      'Zoë Ærøskøbing',
      'Łódź',
      'Ελληνικά',
      '中文客户画像',
      '上海',
      'B2C Ideal Client Profile',
    ])
      expect(text).toContain(s);
    expect(text).toMatch(/[\u0600-\u06ff]/);
    expect(text).toContain('Not analysed yet');
    // Emoji print whole (Noto Color Emoji draws them; see the templates' font stack).
    expect(text).toContain('🦷 Hates waiting rooms 😀');
  });

  it('prints an almost empty profile on a single page', async () => {
    const res = await alice.get(`/api/icps/${emptyId}/export`);
    expectPdfAnswer(res);
    keep('export-icp-empty', res.bytes);
    expect(res.headers['content-disposition']).toMatch(FILE_NAME('icp', 'zz'));
    const pages = await pdfPagesText(res.bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Page 1 of 1');
    expect(pages[0]).toContain('Not specified yet.');
  });

  it('downloads a playbook with every section it holds', async () => {
    const res = await alice.get(`/api/playbooks/${playbookId}/export`);
    expectPdfAnswer(res);
    keep('export-playbook', res.bytes);
    expect(res.headers['content-disposition']).toMatch(
      FILE_NAME('playbook', 'dental-growth-segment-marketing-playbook-2027'),
    );
    const text = await pdfText(res.bytes);
    for (const s of [
      'Marketing Playbook',
      structuredPlaybookFields.name,
      longIcpFields.name,
      'Strategic Goals',
      'Value Proposition',
      'Key Messages',
      'Market Positioning',
      'Marketing Channels',
      'IDS Cologne',
      'Brand Tonality',
      'Marketing Campaigns',
      'Evenings Back',
      'KPIs & Metrics',
      'Qualified demos',
      '€120k',
      'Content Strategy',
      'Timeline',
      'Team Roles',
      'AI-Generated Campaigns',
      'AI Content Ideas',
      'Page 1 of',
    ])
      expect(text).toContain(s);
  });

  it("ends a regulated trade's playbook with its disclosures and sources, and no other playbook", async () => {
    const icp = await alice.post('/api/icps', {
      name: 'Retiring physicians',
      type: 'b2c',
      profession: 'financial-advisors',
      occupation: 'Physician',
    });
    expect(icp.status).toBe(201);
    const pb = await alice.post('/api/playbooks', {
      icpId: icp.body.id,
      name: 'Retirement outreach',
      valueProposition: 'A written retirement plan, reviewed with you every year.',
    });
    expect(pb.status).toBe(201);
    const res = await alice.get(`/api/playbooks/${pb.body.id}/export`);
    expectPdfAnswer(res);
    keep('export-playbook-disclosures', res.bytes);
    const pages = await pdfPagesText(res.bytes);
    const last = pages[pages.length - 1]!.replace(/\s+/g, ' ');
    for (const s of [
      'Disclosures',
      'Investment advice (SEC Marketing Rule, FINRA 2210)',
      'Investing involves risk, including the possible loss of principal.',
      'Source: SEC Marketing Rule 206(4)-1(b)(1)',
      'Guidance, not legal advice',
    ])
      expect(last).toContain(s);
    // The dental playbook's profile names no regulated trade: no Disclosures section.
    expect(await pdfText((await alice.get(`/api/playbooks/${playbookId}/export`)).bytes)).not.toContain(
      'Disclosures',
    );
  });

  it('charts the KPI actuals with their status, values and target (docs/product.md §17)', async () => {
    const pb = await alice.post('/api/playbooks', {
      icpId: longId,
      name: 'Tracked plan',
      kpis: [
        { name: 'Booked consultations', target: '40 a month', unit: 'consultations', period: 'month' },
        { name: 'Referral partners', target: 5, period: 'quarter' },
      ],
    });
    expect(pb.status).toBe(201);
    for (const [period, value] of [
      ['2026-01', 22],
      ['2026-02', 31],
      ['2026-03', 36],
    ] as const) {
      const put = await alice.put(
        `/api/playbooks/${pb.body.id}/kpis/booked-consultations/actuals/${period}`,
        { value },
      );
      expect(put.status).toBe(200);
    }
    const res = await alice.get(`/api/playbooks/${pb.body.id}/export`);
    expectPdfAnswer(res);
    keep('export-playbook-kpi-actuals', res.bytes);
    const text = (await pdfText(res.bytes)).replace(/\s+/g, ' ');
    for (const s of ['KPI Actuals', 'Booked consultations', 'At risk', 'Target: 40 a month', '2026-03', '36'])
      expect(text).toContain(s);
    // A KPI without values gets no chart; a playbook without any has no section.
    expect(text).not.toMatch(/KPI Actuals.*Referral partners/);
    expect(await pdfText((await alice.get(`/api/playbooks/${playbookId}/export`)).bytes)).not.toContain(
      'KPI Actuals',
    );
  });

  it('prints hostile fields as literal text, executes nothing and fetches nothing', async () => {
    const res = await alice.get(`/api/icps/${hostileId}/export`);
    expectPdfAnswer(res);
    keep('export-icp-hostile', res.bytes);
    expect(res.headers['content-disposition']).toMatch(
      FILE_NAME('icp', 'script-document-title-pwned-script-hostile-quoted-name'),
    );
    const text = await pdfText(res.bytes);
    expect(text).toContain(`<script>document.title='pwned'</script>Hostile & "quoted" 'name'`);
    expect(text).toContain('<iframe src="file:///etc/passwd"></iframe>');
    expect(text).toContain(`<img src="${probeUrl}/img.png">`);
    expect(text).toContain(`<script>fetch('${probeUrl}/fetch')</script>`);
    expect(text).not.toContain('root:x:0:0');
    expect(hits).toEqual([]);
    expect(stack.worker!.pool.blockedRequests).toBe(0);
  });

  it("answers 404 for another client's items, 401 signed out, 400 for a bad id", async () => {
    for (const path of [`/api/icps/${longId}/export`, `/api/playbooks/${playbookId}/export`]) {
      const res = await bob.get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await bob.get(`/api/icps/${longId}/export`)).body.message).toBe('ICP not found');
    expect((await bob.get(`/api/playbooks/${playbookId}/export`)).body.message).toBe('Playbook not found');
    const anonymous = await new (alice.constructor as typeof Client)(stack.gateway.url).get(
      `/api/icps/${longId}/export`,
    );
    expect(anonymous.status).toBe(401);
    expect((await alice.get('/api/icps/not-a-uuid/export')).status).toBe(400);
    expect((await alice.get('/api/icps/00000000-0000-4000-8000-000000000000/export')).status).toBe(404);
  });

  it('lets an admin export any profile', async () => {
    const admin = await stack.admin();
    const res = await admin.get(`/api/icps/${longId}/export`);
    expectPdfAnswer(res);
    expect(await pdfText(res.bytes)).toContain(longIcpFields.name);
  });

  it("reports the worker's health (NATS, Redis, browser) and its jobs in /metrics", async () => {
    const port = (stack.worker!.ops!.address() as AddressInfo).port;
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      service: 'pdf',
      checks: { nats: 'ok', redis: 'ok', browser: 'ok' },
    });
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toMatch(/icp_job_seconds_count\{[^}]*queue="pdf"[^}]*outcome="ok"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/icp_queue_jobs\{[^}]*queue="pdf"[^}]*state="waiting"[^}]*\} \d+/);
  });

  it('loads the data as the requester in the worker too: a job for someone who may not see it fails', async () => {
    const queue = new Queue<PdfJob, PdfJobResult>(QUEUES.pdf, {
      connection: { url: testEnv.redisUrl },
      prefix: prefixes.queue,
    });
    const events = new QueueEvents(QUEUES.pdf, {
      connection: { url: testEnv.redisUrl },
      prefix: prefixes.queue,
    });
    try {
      await events.waitUntilReady();
      const whoIs = async (client: Client) => {
        const { id, role } = (await client.get('/api/auth/check')).body.user as Actor & { id: string };
        return { userId: id, role };
      };
      // A job as the gateway queues it: the requester's actor signed for the export.
      const jobAs = (actor: Actor): PdfJob => ({
        kind: 'icp',
        id: longId,
        requestedBy: actor.userId,
        role: actor.role,
        actorProof: actorProofs().sign(actor, PDF_JOB_SUBJECT),
      });
      const bobActor = await whoIs(bob);
      const refused = await queue.add('icp', jobAs(bobActor));
      await expect(refused.waitUntilFinished(events, 20_000)).rejects.toThrow(/not_found/);
      expect(await refused.getState()).toBe('failed');
      expect((await queue.getJob(refused.id!))?.attemptsMade).toBe(1);
      // A job without a signed actor (queued by anyone but the gateway) reads nothing.
      const unsigned = await queue.add('icp', { ...jobAs(bobActor), role: 'admin', actorProof: undefined });
      await expect(unsigned.waitUntilFinished(events, 20_000)).rejects.toThrow(/unauthenticated/);

      const admin = await stack.admin();
      const allowed = await queue.add('icp', jobAs(await whoIs(admin)));
      const result = await allowed.waitUntilFinished(events, 20_000);
      const bytes = await stack.redis.getdelBuffer(result.resultKey);
      expect(bytes).not.toBeNull();
      expect(await pdfText(bytes!)).toContain(longIcpFields.name);
      expect(result).toMatchObject({ name: longIcpFields.name, bytes: bytes!.length });
    } finally {
      await events.close();
      await queue.close();
    }
  });

  // ---- the persona card as a PNG (docs/product.md §2, "Persona card") ----
  it('draws the persona card as a PNG: the brand header, text drawn, a file name of its own', async () => {
    const res = await alice.get(`/api/icps/${longId}/export/persona.png`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="icp-independent-dental-practices-growth-segment-dach-nordics-persona-\d{8}-\d{4}\.png"$/,
    );
    expect(res.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(res.bytes.length).toBeGreaterThan(10_000);
    if (samples) writeFileSync(join(samples, 'persona-card.png'), res.bytes);

    const png = PNG.sync.read(res.bytes);
    // The card document is 186 mm wide drawn at twice its size: about 1400 px.
    expect(png.width).toBeGreaterThan(1200);
    expect(png.width).toBeLessThan(1500);
    expect(png.height).toBeGreaterThan(500);
    const at = (x: number, y: number): [number, number, number] => {
      const i = (png.width * y + x) * 4;
      return [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    };
    // The header band starts in the brand indigo (#4f46e5) at its left, beside the avatar.
    const [r, g, b] = at(45, 120);
    expect(Math.abs(r - 0x4f)).toBeLessThan(24);
    expect(Math.abs(g - 0x46)).toBeLessThan(24);
    expect(Math.abs(b - 0xe5)).toBeLessThan(24);
    // Not blank: the body below the header holds many colours (text, chips, the journey).
    const colours = new Set<string>();
    for (let y = 260; y < png.height; y += 3)
      for (let x = 0; x < png.width; x += 3) colours.add(at(x, y).join(','));
    expect(colours.size).toBeGreaterThan(50);
  });

  it('draws the persona card of hostile fields and fetches nothing; 404 for another client, 401 signed out', async () => {
    const res = await alice.get(`/api/icps/${hostileId}/export/persona.png`);
    expect(res.status).toBe(200);
    expect(res.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(hits).toEqual([]);
    expect(stack.worker!.pool.blockedRequests).toBe(0);
    const other = await bob.get(`/api/icps/${longId}/export/persona.png`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('ICP not found');
    const anonymous = await new (alice.constructor as typeof Client)(stack.gateway.url).get(
      `/api/icps/${longId}/export/persona.png`,
    );
    expect(anonymous.status).toBe(401);
    expect((await alice.get('/api/icps/not-a-uuid/export/persona.png')).status).toBe(400);
    expect(await stack.redis.keys(`${prefixes.queue}:pdf:result:*`)).toEqual([]);
  });

  it('marks each field with its source, and adds the Evidence page of aggregates only when asked', async () => {
    // Before an import: every field as its authors said, and the cover calls the profile a hypothesis.
    const before = await pdfText((await alice.get(`/api/icps/${longId}/export`)).bytes);
    expect(before).toContain('Hypothesis: no field observed in client data');
    expect(before).toContain('Stated');
    const csv = [
      'Company,Industry,Employees,Country,Annual fee',
      'Smile Dental Secret GmbH,Dental practices,20,Germany,1000',
      'Bright Teeth,Dental practices,35,Austria,1200',
      'City Clinic,Healthcare,120,Germany,9000',
    ].join('\n');
    expect((await alice.put(`/api/icps/${longId}/evidence`, { csv })).status).toBe(200);

    const plain = await alice.get(`/api/icps/${longId}/export`);
    expectPdfAnswer(plain);
    const text = (await pdfText(plain.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Observed · 2 of 3 clients');
    expect(text).toMatch(/\d+ of \d+ fields observed in 3 clients/);
    expect(text).not.toContain('What the client list suggests'.toUpperCase());

    const withPage = await alice.get(`/api/icps/${longId}/export?evidence=true`);
    expectPdfAnswer(withPage);
    keep('export-icp-evidence', withPage.bytes);
    const pages = await pdfPagesText(withPage.bytes);
    const last = pages.at(-1)!.replace(/\s+/g, ' ');
    expect(last).toContain('Evidence');
    expect(last).toContain('From 3 clients imported on');
    expect(last).toContain('no client is named in this document');
    // Aggregates only: no client's name reaches the document.
    expect(pages.join(' ')).not.toContain('Smile Dental Secret');
    expect((await alice.get(`/api/icps/${longId}/export?evidence=maybe`)).status).toBe(400);
    expect((await bob.get(`/api/icps/${longId}/export?evidence=true`)).status).toBe(404);
    expect((await alice.delete(`/api/icps/${longId}/evidence`)).status).toBe(200);
  });

  it('leaves no PDF behind in Redis once it was downloaded', async () => {
    expectPdfAnswer(await alice.get(`/api/icps/${emptyId}/export`));
    expect(await stack.redis.keys(`${prefixes.queue}:pdf:result:*`)).toEqual([]);
  });
});
