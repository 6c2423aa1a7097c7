import type { EvidenceReport, IcpLedger } from '@icp-studio/contracts';
import { renderIcpDocument } from './icp.js';
import { evidenceMeta, sourceTag } from './evidence.js';
import { goodScore, longIcp } from '../../test/fixtures.js';

const ctx = { generatedAt: new Date('2026-11-21T06:33:00Z') };

const observedLedger: IcpLedger = {
  fields: [
    { field: 'industry', source: 'observed', origin: 'stated', observed: { clients: 12, of: 40 } },
    { field: 'companySize', source: 'assumed', origin: 'assumed', observed: null },
    { field: 'painPoints', source: 'ai', origin: 'ai', observed: null },
    { field: 'geographics', source: 'stated', origin: 'stated', observed: null },
  ],
  hypothesis: false,
  evidence: { rowCount: 41, clients: 40, importedAt: '2026-11-20T10:00:00.000Z' },
};

const share = (known: number, matched: number, valueShare: number | null) => ({
  known,
  matched,
  clientShare: known ? matched / known : null,
  valueShare,
});

const report: EvidenceReport = {
  rows: 41,
  clients: 40,
  lost: 1,
  withValue: 38,
  totalValue: 500_000,
  topFifth: { clients: 8, minValue: 20_000 },
  attributes: [
    {
      attribute: 'industry',
      profileValues: ['Dental'],
      column: 'Industry',
      status: 'measured',
      all: share(40, 12, 0.25),
      top: share(8, 1, 0.1),
      perProfileValue: [],
      dataGroups: [],
      observedRange: null,
      winRate: null,
    },
    {
      attribute: 'channel',
      profileValues: ['LinkedIn'],
      column: null,
      status: 'no_column',
      all: share(0, 0, null),
      top: null,
      perProfileValue: [],
      dataGroups: [],
      observedRange: null,
      winRate: null,
    },
  ],
  suggestions: [
    {
      attribute: 'industry',
      kind: 'add_value',
      value: 'Healthcare',
      message: '62% of your revenue comes from clients in Healthcare, which the profile does not name',
      weight: 0.62,
    },
  ],
};

describe('customer evidence in the profile document', () => {
  it('tags each field with its source, observed ones with the count', () => {
    expect(sourceTag(observedLedger, 'industry')?.value).toBe(
      '<span class="src src-observed">Observed · 12 of 40 clients</span>',
    );
    expect(sourceTag(observedLedger, 'painPoints')?.value).toContain('AI-suggested');
    expect(sourceTag(observedLedger, 'needs')).toBeNull();
    expect(sourceTag(null, 'industry')).toBeNull();
    const html = renderIcpDocument(longIcp, goodScore, ctx, { ledger: observedLedger, report: null }).html;
    expect(html).toContain('Observed · 12 of 40 clients');
    expect(html).toContain('<span class="src src-assumed">Assumed</span>');
    expect(html).toMatch(/Pain Points<span class="src src-ai">AI-suggested<\/span>/);
    expect(html).toContain('1 of 4 fields observed in 40 clients');
    // No Evidence page unless it is asked for.
    expect(html).not.toContain('class="ev-page"');
  });

  it('calls a profile without observed fields a hypothesis on the cover', () => {
    const ledger: IcpLedger = {
      fields: [{ field: 'industry', source: 'ai', origin: 'ai', observed: null }],
      hypothesis: true,
      evidence: null,
    };
    expect(evidenceMeta(ledger)).toEqual({
      label: 'Evidence',
      value: 'Hypothesis: no field observed in client data',
    });
    const html = renderIcpDocument(longIcp, goodScore, ctx, { ledger, report: null }).html;
    expect(html).toContain('Hypothesis: no field observed in client data');
  });

  it('closes with the Evidence page of aggregate bars and suggestions when asked', () => {
    const html = renderIcpDocument(longIcp, goodScore, ctx, { ledger: observedLedger, report }).html;
    expect(html).toContain('class="ev-page"');
    expect(html).toContain('From 40 clients imported on 20 November 2026, 38 with a known fee or revenue');
    expect(html).toContain('no client is named in this document');
    // Industry measured: 30% of clients, 25% of revenue, 13% of the top fifth; channel has no column.
    expect(html).toMatch(/Clients<\/span>[\s\S]*?width:30%[\s\S]*?30%/);
    expect(html).toMatch(/Revenue<\/span>[\s\S]*?width:25%/);
    expect(html).toMatch(/Top fifth<\/span>[\s\S]*?width:12.5%/);
    expect(html).not.toContain('<strong>Channel</strong>');
    expect(html).toContain('62% of your revenue comes from clients in Healthcare');
  });

  it('without a ledger the document is as it always was', () => {
    const plain = renderIcpDocument(longIcp, goodScore, ctx).html;
    expect(plain).not.toContain('class="src');
    expect(plain).not.toContain('Evidence');
  });
});
