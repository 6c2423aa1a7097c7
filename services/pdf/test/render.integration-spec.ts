/**
 * The documents through real Chromium (Debian's): text, page numbers, embedded fonts, the sandbox, and
 * a browser crash survived. Set PDF_SAMPLES_DIR to keep the PDFs to look at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { renderIcpDocument } from '../src/templates/icp.js';
import { renderPlaybookDocument } from '../src/templates/playbook.js';
import type { RenderedDocument } from '../src/templates/icp.js';
import { HEADER_TEMPLATE } from '../src/templates/layout.js';
import { BrowserPool } from '../src/render/browser-pool.js';
import {
  emptyIcp,
  emptyPlaybook,
  goodScore,
  hostileIcpFields,
  internationalIcp,
  longIcp,
  structuredPlaybook,
  textPlaybook,
} from './fixtures.js';
import { pdfFonts, pdfPageCount, pdfPagesText, pdfText } from './pdf-tools.js';
import type { Icp } from '@icp-studio/contracts';

process.env.LOG_LEVEL ??= 'error';
const ctx = { generatedAt: new Date('2026-11-21T06:33:00Z') };
const samples = process.env.PDF_SAMPLES_DIR;

describe('documents rendered by Chromium', () => {
  let pool: BrowserPool;
  let probe: Server;
  let probeUrl: string;
  const hits: string[] = [];

  const render = async (doc: RenderedDocument, sample?: string) => {
    const pdf = await pool.render(doc.html, { footerTemplate: doc.footer, headerTemplate: HEADER_TEMPLATE });
    if (samples && sample) {
      mkdirSync(samples, { recursive: true });
      writeFileSync(join(samples, `${sample}.pdf`), pdf);
    }
    return pdf;
  };

  beforeAll(async () => {
    probe = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/plain' }).end('probe');
    });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    pool = new BrowserPool({ executablePath: '/usr/bin/chromium', size: 2, renderTimeoutMs: 20_000 });
    await pool.start();
  });
  afterAll(async () => {
    await pool?.close();
    await new Promise((resolve) => probe?.close(resolve));
  });

  it('prints a long profile over several numbered pages with every section and the score chart', async () => {
    const pdf = await render(renderIcpDocument(longIcp, goodScore, ctx), 'icp-long');
    const pages = await pdfPagesText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    const text = pages.join(' ');
    for (const heading of [
      'B2B Ideal Client Profile',
      'Independent Dental Practices – Growth Segment (DACH & Nordics)',
      'Quality Score',
      'Firmographics',
      'Geography',
      'Psychographics',
      'Pain Points',
      'Needs & Goals',
      'Preferred Channels',
      'Behavioral Traits',
      'Buyer Journey',
      'AI-Generated Persona Narrative',
    ])
      expect(text).toContain(heading);
    expect(text).toContain('Completed');
    expect(text).toMatch(/PREPARED FOR/);
    expect(text).toContain('Dr. Anna Müller');
    expect(text).toContain('Excellent');
    expect(text).toContain('Pain point 24:');
    expect(text).toContain('Dentrix');
    for (const figure of ['82', '95', '74', '100', '61', '38']) expect(text).toContain(figure);
  });

  it('embeds the fonts that cover accented, Greek, Chinese and Arabic text', async () => {
    const pdf = await render(renderIcpDocument(internationalIcp, null, ctx), 'icp-international');
    const text = await pdfText(pdf);
    for (const s of [
      'Zoë Ærøskøbing',
      'Łódź',
      'Ελληνικά',
      '中文客户画像',
      '上海',
      'Αθήνα',
      'São Paulo',
      'Zürich',
    ])
      expect(text).toContain(s);
    expect(text).toContain('B2C Ideal Client Profile');
    expect(text).toContain('Demographics');
    expect(text).toContain('Not analysed yet');
    // Arabic comes out of pdftotext in visual order: its letters are there, right to left.
    expect(text).toMatch(/[\u0600-\u06ff]/);
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(fonts.map((f) => f.name).join(' ')).toMatch(/NotoSans-/);
    expect(fonts.map((f) => f.name).join(' ')).toMatch(/NotoSansArabic/);
  });

  it('prints an almost empty profile on one page, saying what is missing', async () => {
    const pdf = await render(renderIcpDocument(emptyIcp, null, ctx), 'icp-empty');
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = await pdfText(pdf);
    expect(text).toContain('Untitled prospect');
    expect(text).toContain('Draft');
    expect(text).toContain('Not analysed yet');
    expect(text).toContain('Not specified yet.');
    expect(text).not.toContain('Pain Points');
    expect(text).toContain('Page 1 of 1');
  });

  it('prints playbooks in every field shape', async () => {
    const structured = await pdfText(
      await render(renderPlaybookDocument(structuredPlaybook, ctx), 'playbook-structured'),
    );
    for (const s of [
      'Marketing Playbook',
      'Strategic Goals',
      'Value Proposition',
      'Key Messages',
      'Market Positioning',
      'Marketing Channels',
      'Brand Tonality',
      'Marketing Campaigns',
      'KPIs & Metrics',
      'Content Strategy',
      'Timeline',
      'Team Roles',
      'AI-Generated Campaigns',
      'AI Content Ideas',
      'Dental congresses',
      'IDS Cologne',
      'Evenings Back',
      'Q1 2027',
      'Qualified demos',
      'Cost per acquisition',
      '< €900',
      'Monthly recurring revenue',
      '€120k',
      'Campaign lead',
      'Referral Relay',
      'Checklist: 10 revenue leaks',
      'IDEAL CLIENT PROFILE',
      'Independent Dental Practices',
      'Owner: Sales',
    ])
      expect(structured).toContain(s);

    const text = await pdfText(await render(renderPlaybookDocument(textPlaybook, ctx), 'playbook-text'));
    for (const s of [
      'Zoë Ærøskøbing – 中文 – Playbook',
      'Linkedin',
      'Budget',
      '500',
      'Events',
      'Podcasts',
      'Two per year',
      'Spring referral push.',
      'Leads per month and conversion to paid.',
      'Forty leads a month; 30% conversion.',
      'Marketing lead: Zoë. Content: Łukasz.',
      '中文指南',
    ])
      expect(text).toContain(s);

    const empty = await pdfText(await render(renderPlaybookDocument(emptyPlaybook, ctx), 'playbook-empty'));
    expect(empty).toContain('Nothing has been filled in yet.');
    expect(empty).not.toContain('Strategic Goals');
  });

  it("keeps the KPI table's headings whole beside long notes (no TA/RG/ET)", async () => {
    const notes =
      'Counted from the booking system every Monday, including the online calendar, phone bookings and ' +
      'walk-ins, compared with the same month last year and the two practices nearest by.';
    const pages = await pdfPagesText(
      await render(
        renderPlaybookDocument(
          {
            ...structuredPlaybook,
            kpis: [
              {
                name: 'New-patient bookings a month from the referral programme and the local campaign',
                target: 25,
                unit: 'bookings',
                period: 'month',
                stage: 'consideration',
                baseline: notes,
                howToMeasure: notes,
              },
            ],
          },
          ctx,
        ),
        'playbook-kpi-notes',
      ),
    );
    const kpiPage = pages.find((p) => p.includes('KPIs & Metrics')) ?? '';
    // The table's head, between the section's title and its first row (the bug printed "TA KPI RG NOTES ET").
    const head = kpiPage.slice(kpiPage.indexOf('KPIs & Metrics'), kpiPage.indexOf('New-patient bookings'));
    expect(head.split(' ')).toEqual(expect.arrayContaining(['KPI', 'TARGET', 'NOTES']));
    expect(head).not.toMatch(/\bTA\b|\bRG\b|\bET\b/);
  });

  it('prints hostile markup as text, runs no script and fetches nothing', async () => {
    const hostile = {
      ...longIcp,
      ...hostileIcpFields(probeUrl),
      personaNarrative: `<script>fetch('${probeUrl}/n')</script>`,
    } as Icp;
    const pdf = await render(renderIcpDocument(hostile, goodScore, ctx), 'icp-hostile');
    const text = await pdfText(pdf);
    expect(text).toContain(`<script>document.title='pwned'</script>Hostile & "quoted" 'name'`);
    expect(text).toContain('<iframe src="file:///etc/passwd"></iframe>');
    expect(text).toContain(`<img src="${probeUrl}/img.png">`);
    expect(text).toContain('<iframe src=file:///etc/passwd>');
    expect(text).not.toContain('root:x:0:0');
    expect(hits).toEqual([]);
    expect(pool.blockedRequests).toBe(0);
  });

  it('still loads nothing and runs nothing when markup gets past the templates (the sandbox itself)', async () => {
    const raw = `<!doctype html><html><body><p id="p">static</p>
      <script>document.getElementById('p').textContent = 'SCRIPT RAN'</script>
      <img src="${probeUrl}/raw-img.png"><link rel="stylesheet" href="${probeUrl}/raw.css">
      <iframe src="file:///etc/passwd"></iframe><iframe src="${probeUrl}/frame"></iframe>
      <div style="background:url(${probeUrl}/raw-bg.png);width:10px;height:10px"></div></body></html>`;
    // A fresh pool: a reused page keeps the Content-Security-Policy of the documents it printed before.
    const bare = new BrowserPool({ executablePath: '/usr/bin/chromium', size: 1, renderTimeoutMs: 20_000 });
    await bare.start();
    let pdf: Buffer;
    try {
      pdf = await bare.render(raw, { footerTemplate: '<span></span>', headerTemplate: '<span></span>' });
    } finally {
      await bare.close();
    }
    const text = await pdfText(pdf);
    expect(text).toContain('static');
    expect(text).not.toContain('SCRIPT RAN');
    expect(text).not.toContain('root:x:0:0');
    expect(hits).toEqual([]);
    expect(bare.blockedRequests).toBeGreaterThanOrEqual(4);
  });

  it('relaunches a browser that was killed and renders again', async () => {
    const pid = pool.browserPid();
    expect(pid).toEqual(expect.any(Number));
    process.kill(pid!, 'SIGKILL');
    const deadline = Date.now() + 15_000;
    let pdf: Buffer | undefined;
    while (!pdf && Date.now() < deadline) {
      try {
        pdf = await render(renderIcpDocument(emptyIcp, null, ctx));
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(pdf).toBeDefined();
    expect(await pdfText(pdf!)).toContain('Untitled prospect');
    expect(pool.relaunches).toBe(1);
    expect(pool.connected).toBe(true);
    expect(pool.browserPid()).not.toBe(pid);
  });
});
