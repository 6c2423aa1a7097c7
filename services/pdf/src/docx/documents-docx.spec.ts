import { strFromU8, unzipSync } from 'fflate';
import type { Icp, Playbook } from '@icp-studio/contracts';
import { renderIcpDocument } from '../templates/icp.js';
import { renderPlaybookDocument } from '../templates/playbook.js';
import {
  emptyIcp,
  emptyPlaybook,
  goodScore,
  hostileIcpFields,
  internationalIcp,
  longIcp,
  structuredPlaybook,
  textPlaybook,
} from '../../test/fixtures.js';
import { renderIcpDocx } from './icp-docx.js';
import { renderPlaybookDocx } from './playbook-docx.js';

const ctx = { generatedAt: new Date('2026-11-21T06:33:00Z') };

const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** word/document.xml of a .docx, its paragraphs' text and its level-1 headings. */
function read(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes));
  const xml = strFromU8(files['word/document.xml']!);
  const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(m[0])?.[1],
    text: unescape([...m[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('')),
  }));
  return {
    files,
    xml,
    text: paragraphs.map((p) => p.text).join('\n'),
    headings: paragraphs.filter((p) => p.style === 'Heading1').map((p) => p.text),
  };
}

/** The PDF's section titles, in order. */
const pdfSections = (html: string) =>
  [...html.matchAll(/<h2 class="section-title">([^<]*)<\/h2>/g)].map((m) => unescape(m[1]!));

describe('the Word documents', () => {
  it('are zipped WordprocessingML a reader opens', async () => {
    const bytes = await renderIcpDocx(longIcp, goodScore, ctx);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const { files } = read(bytes);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  });

  it.each([
    ['a b2b profile with a score', longIcp, goodScore],
    ['a b2c profile without one', internationalIcp, null],
    ['an empty profile', emptyIcp, null],
  ] as [string, Icp, typeof goodScore | null][])(
    'have the PDF sections, in its order, for %s',
    async (_name, icp, score) => {
      const doc = read(await renderIcpDocx(icp, score, ctx));
      expect(doc.headings).toEqual(pdfSections(renderIcpDocument(icp, score, ctx).html));
      expect(doc.headings.length).toBeGreaterThanOrEqual(2);
    },
  );

  it.each([
    ['a structured playbook', structuredPlaybook],
    ['a playbook of free text', textPlaybook],
    ['an empty playbook', emptyPlaybook],
  ] as [string, Playbook][])('have the PDF sections, in its order, for %s', async (_name, pb) => {
    const doc = read(await renderPlaybookDocx(pb, ctx));
    expect(doc.headings).toEqual(pdfSections(renderPlaybookDocument(pb, ctx).html));
    if (pb !== emptyPlaybook) expect(doc.headings.length).toBeGreaterThanOrEqual(5);
  });

  it("hold the profile's content: cover, facts, lists, journey, score", async () => {
    const { text } = read(await renderIcpDocx(longIcp, goodScore, ctx));
    for (const s of [
      longIcp.name,
      'B2B Ideal Client Profile',
      'Completed',
      'Prepared for',
      '21 November 2026',
      'Industry',
      longIcp.industry!,
      longIcp.painPoints[0]!,
      longIcp.buyerJourney!.awareness!.split('\n')[0]!,
      'Stage 1: Awareness',
      'Excellent',
    ])
      expect(text).toContain(s);
  });

  it('print the Not a fit (anti-ICP) section when the profile names disqualifiers, as the PDF does', async () => {
    const icp = { ...longIcp, disqualifiers: ['fewer than 5 employees', 'wants one-off filings only'] };
    const { text, headings } = read(await renderIcpDocx(icp, goodScore, ctx));
    expect(headings).toContain('Not a fit (anti-ICP)');
    expect(text).toContain('fewer than 5 employees');
    expect(text).toContain('wants one-off filings only');
    expect(headings).toEqual(pdfSections(renderIcpDocument(icp, goodScore, ctx).html));
    expect(read(await renderIcpDocx(longIcp, goodScore, ctx)).headings).not.toContain('Not a fit (anti-ICP)');
  });

  it('puts structured KPIs, campaigns and metrics in tables', async () => {
    const { xml, text } = read(await renderPlaybookDocx(structuredPlaybook, ctx));
    expect((xml.match(/<w:tbl>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    for (const s of ['KPI', 'Target', 'Campaign', 'Objective', 'Target metric']) expect(text).toContain(s);
  });

  it('keeps hostile text as text and drops what XML cannot hold', async () => {
    const icp: Icp = {
      ...longIcp,
      ...hostileIcpFields,
      psychographics: 'Tabs\tand bells\u0007 and nulls\u0000 <w:t>&amp; 🎯 \ud800',
    } as Icp;
    const { xml, text } = read(await renderIcpDocx(icp, null, ctx));
    expect(text).toContain('and bells and nulls <w:t>&amp; 🎯');
    // eslint-disable-next-line no-control-regex -- no control character may reach the XML
    expect(xml).not.toMatch(/[\u0000-\u0008]/);
  });
});

describe('the evidence ledger in the Word document', () => {
  it('says hypothesis or how many fields are observed on the cover, and lists each field with its source', async () => {
    const ledger = {
      fields: [
        {
          field: 'industry' as const,
          source: 'observed' as const,
          origin: 'stated' as const,
          observed: { clients: 12, of: 40 },
        },
        { field: 'painPoints' as const, source: 'ai' as const, origin: 'ai' as const, observed: null },
      ],
      hypothesis: false,
      evidence: { rowCount: 40, clients: 40, importedAt: '2026-11-20T10:00:00.000Z' },
    };
    const doc = read(await renderIcpDocx(longIcp, goodScore, ctx, ledger));
    expect(doc.text).toContain('1 of 2 fields observed in 40 clients');
    expect(doc.headings.at(-1)).toBe('Where the fields come from');
    expect(doc.text).toContain('Industry');
    expect(doc.text).toContain('Observed · 12 of 40 clients');
    expect(doc.text).toContain('AI-suggested');
    const hypothesis = read(
      await renderIcpDocx(longIcp, goodScore, ctx, { ...ledger, hypothesis: true, evidence: null }),
    );
    expect(hypothesis.text).toContain('Hypothesis: no field observed in client data');
    // Without a ledger, no such section.
    expect(read(await renderIcpDocx(longIcp, goodScore, ctx)).headings).not.toContain(
      'Where the fields come from',
    );
  });
});
