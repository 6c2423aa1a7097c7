/**
 * Word exports end to end (docs/product.md §11): the real gateway, the job through Redis to the pdf
 * worker, the data loaded as the requester, and the .docx read back (word/document.xml unzipped).
 */
import { strFromU8, unzipSync } from 'fflate';
import { DOCX_CONTENT_TYPE } from '@icp-studio/contracts';
import { Client, useOwnPrefixes, startStack, type Stack } from './harness.js';
import { longIcpFields, structuredPlaybookFields } from './fixtures.js';

const prefixes = useOwnPrefixes();

/** The text of a .docx: its paragraphs, one a line. */
function docxText(bytes: Buffer): string {
  const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''))
    .join('\n')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function expectDocx(res: { status: number; headers: Record<string, unknown>; bytes: Buffer }, kind: string) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${kind}-[a-z0-9-]+-\\d{8}-\\d{4}\\.docx"$`),
  );
  expect(res.bytes.subarray(0, 2).toString()).toBe('PK');
  expect(Number(res.headers['content-length'])).toBe(res.bytes.length);
}

describe('Word export through the gateway', () => {
  let stack: Stack;
  let alice: Client;
  let bob: Client;
  let icpId: string;
  let playbookId: string;

  beforeAll(async () => {
    stack = await startStack(prefixes);
    alice = await stack.signUp('Alice');
    bob = await stack.signUp('Bob');
    const icp = await alice.post('/api/icps', longIcpFields);
    expect(icp.status).toBe(201);
    icpId = icp.body.id;
    expect((await alice.post(`/api/icps/${icpId}/analyze`)).status).toBe(200);
    const pb = await alice.post('/api/playbooks', { ...structuredPlaybookFields, icpId });
    expect(pb.status).toBe(201);
    playbookId = pb.body.id;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("downloads a profile as .docx holding the profile's content, in the PDF's sections", async () => {
    const res = await alice.get(`/api/icps/${icpId}/export/docx`);
    expectDocx(res, 'icp');
    const text = docxText(res.bytes);
    const score = (await alice.get(`/api/icps/${icpId}/score`)).body;
    for (const s of [
      longIcpFields.name,
      'B2B Ideal Client Profile',
      'Quality Score',
      `${score.overallScore} / 100`,
      'Firmographics',
      'Dentrix',
      'Pain Points',
      longIcpFields.painPoints![0]!,
      'Buyer Journey',
    ])
      expect(text).toContain(s);
    // The core properties name ICP Studio only, and the document.
    const core = strFromU8(unzipSync(new Uint8Array(res.bytes))['docProps/core.xml']!);
    expect(core).toContain(`<dc:title>${longIcpFields.name.replace(/&/g, '&amp;')} – `);
    expect(core).toContain('<dc:creator>ICP Studio</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>ICP Studio</cp:lastModifiedBy>');
  });

  it('downloads a playbook as .docx with its KPIs and campaigns', async () => {
    const res = await alice.get(`/api/playbooks/${playbookId}/export/docx`);
    expectDocx(res, 'playbook');
    const text = docxText(res.bytes);
    for (const s of [structuredPlaybookFields.name, 'KPIs & Metrics', 'KPI', 'Target', 'Marketing Campaigns'])
      expect(text).toContain(s);
  });

  it("ends a regulated trade's playbook with the disclosures the PDF carries", async () => {
    const icp = await alice.post('/api/icps', {
      name: 'Injured cyclists',
      type: 'b2c',
      profession: 'injury-lawyers',
    });
    expect(icp.status).toBe(201);
    const pb = await alice.post('/api/playbooks', { icpId: icp.body.id, name: 'Cyclist outreach' });
    expect(pb.status).toBe(201);
    const res = await alice.get(`/api/playbooks/${pb.body.id}/export/docx`);
    expectDocx(res, 'playbook');
    const text = docxText(res.bytes);
    for (const s of [
      'Disclosures',
      'Prior results do not guarantee a similar outcome.',
      'This is attorney advertising.',
      'Source: ABA Model Rule 7.1, comment [3]',
      'Guidance, not legal advice',
    ])
      expect(text).toContain(s);
    expect(docxText((await alice.get(`/api/playbooks/${playbookId}/export/docx`)).bytes)).not.toContain(
      'Disclosures',
    );
  });

  it("answers 404 for another client's items, 401 signed out, 400 for a bad id", async () => {
    expect((await bob.get(`/api/icps/${icpId}/export/docx`)).status).toBe(404);
    expect((await bob.get(`/api/playbooks/${playbookId}/export/docx`)).status).toBe(404);
    expect((await new Client(stack.gateway.url).get(`/api/icps/${icpId}/export/docx`)).status).toBe(401);
    expect((await alice.get('/api/icps/not-an-id/export/docx')).status).toBe(400);
  });
});
