import { generatePlaybookSections } from './index.js';
import { kindOf } from './channel-kinds.js';

/** An IT provider whose clients are accounting firms: busy from January to April (tax season). */
const firms = {
  name: 'Small accounting firms',
  type: 'b2b',
  profession: 'it-services',
  industry: 'CPA firms',
  companySize: '5-20',
  geographics: ['Ohio, US'],
  preferredChannels: ['Email newsletter', 'Accounting association events', 'LinkedIn posts'],
};
const ASKS = new Set([
  'event',
  'email',
  'linkedin',
  'ads',
  'print',
  'community',
  'referral-clients',
  'social',
  'podcast',
  'other',
]);
const month = (iso: string) => Number(iso.slice(5, 7));

describe('a roadmap around the client’s busy season', () => {
  it('runs no campaign that asks for an accounting firm’s time in tax season', () => {
    const pb = generatePlaybookSections(firms, { startDate: '2027-03-01' });
    const busy = [1, 2, 3, 4];
    expect(pb.roadmap.phases?.map((p) => p.busy)).toEqual([true, true, false]);
    expect(pb.roadmap.phases?.[0]?.focus).toContain('Busy season for accounting firms');
    for (const c of pb.roadmap.campaigns.filter((x) => ASKS.has(kindOf(x.channel)))) {
      expect([c.name, busy.includes(month(c.startDate!))]).toEqual([c.name, false]);
      expect([c.name, busy.includes(month(c.endDate!))]).toEqual([c.name, false]);
    }
    expect(pb.roadmap.campaigns.some((x) => ASKS.has(kindOf(x.channel)))).toBe(true);
  });

  it('runs them as planned outside the season, in 30/60/90-day phases', () => {
    const pb = generatePlaybookSections(firms, { startDate: '2027-06-07' });
    expect(pb.roadmap.phases?.map((p) => [p.startDay, p.endDay, p.busy])).toEqual([
      [1, 30, false],
      [31, 60, false],
      [61, 90, false],
    ]);
    expect(new Set(pb.roadmap.campaigns.map((c) => c.stage)).size).toBe(4);
  });

  it('names the country’s key dates in the phase they fall in', () => {
    const pb = generatePlaybookSections(
      {
        name: 'Landlords',
        type: 'b2c',
        profession: 'tax-professionals',
        occupation: 'Buy-to-let landlords',
        geographics: ['Nottingham, UK'],
      },
      { startDate: '2026-03-02' },
    );
    expect(pb.roadmap.phases?.map((p) => p.focus).join(' ')).toContain(
      'Making Tax Digital for Income Tax from 6 April 2026',
    );
  });
});

describe('each KPI’s period matches its name', () => {
  it('reads the period a trade’s or a niche’s KPI names ("clients renewing each year" is yearly)', async () => {
    const { KNOWLEDGE } = await import('../knowledge/index.js');
    const { NICHES } = await import('../niches/index.js');
    const { shapeOf } = await import('./kpis.js');
    const names = [
      ...KNOWLEDGE.flatMap((k) => k.kpis.map((x) => [x.name, x.stage] as const)),
      ...Object.values(NICHES).flatMap((l) =>
        l.flatMap((n) => n.kpis.map((x) => [x.name, x.stage] as const)),
      ),
    ];
    const wrong = names.filter(([name, stage]) => {
      const said = /\b(?:a|per|each|every) (week|month|quarter|year|season)\b/.exec(name)?.[1];
      return said && shapeOf(name, stage, 'USD').period !== said;
    });
    expect(wrong).toEqual([]);
    expect(shapeOf('clients renewing each year', 'retention', 'USD').period).toBe('year');
  });
});
