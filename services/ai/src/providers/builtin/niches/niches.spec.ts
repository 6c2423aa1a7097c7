import { PROFESSIONS, termById } from '@icp-studio/contracts';
import { BuiltinProvider } from '../engine.js';
import { buildModel } from '../model.js';
import { generatePlaybookSections } from '../playbook/index.js';
import { seamsOf } from '../seams.js';
import { NICHES, pickNiche } from './index.js';

const all = Object.entries(NICHES).flatMap(([p, list]) => list.map((n) => [`${p}/${n.id}`, p, n] as const));

describe('niche knowledge', () => {
  it('holds at least three niches for each of the 33 professions', () => {
    expect(PROFESSIONS).toHaveLength(33);
    for (const p of PROFESSIONS) expect([p.id, (NICHES[p.id] ?? []).length >= 3]).toEqual([p.id, true]);
  });

  it.each(all)('%s is complete, its terms are in the taxonomy and its KPIs say their period', (_id, p, n) => {
    const profession = PROFESSIONS.find((x) => x.id === p)!;
    if (n.type) expect(profession.serves).toContain(n.type);
    for (const t of n.terms) expect([t, Boolean(termById(t))]).toEqual([t, true]);
    expect(n.language.length).toBeGreaterThanOrEqual(5);
    expect(n.triggers.length).toBeGreaterThanOrEqual(2);
    expect(n.pains.length).toBeGreaterThanOrEqual(2);
    expect(n.objections.length).toBeGreaterThanOrEqual(1);
    expect(n.referralPartners.length).toBeGreaterThanOrEqual(3);
    expect(n.entryOffer).toMatch(/^[A-Z]/);
    expect(n.kpis.length).toBeGreaterThanOrEqual(2);
    expect(n.source.length).toBeGreaterThan(10);
    for (const k of n.kpis) {
      const said = /\b(?:a|per|each|every) (week|month|quarter|year)\b/.exec(k.name)?.[1];
      expect([k.name, said]).toEqual([k.name, k.period]);
    }
    for (const m of n.season?.months ?? []) expect(m >= 1 && m <= 12).toBe(true);
    for (const text of [...n.pains, ...n.messages, ...n.channels, ...n.objections.map((o) => o.answer)])
      expect([text, seamsOf(text)]).toEqual([text, []]);
    // Each niche's own sentences speak its language.
    const lower = (s: string) => s.toLowerCase();
    const speaks = (s: string) => n.language.some((w) => lower(s).includes(lower(w)));
    expect([...n.pains, ...n.messages].filter(speaks).length).toBeGreaterThanOrEqual(2);
  });

  it('picks a niche from the client’s industry through the taxonomy, and none from nothing', () => {
    const q = { type: 'b2b' as const, country: null, text: '' };
    expect(pickNiche({ ...q, profession: 'it-services', identity: 'Dental Office' })?.id).toBe(
      'dental-practices',
    );
    expect(pickNiche({ ...q, profession: 'it-services', identity: 'dentistry' })?.id).toBe(
      'dental-practices',
    );
    expect(pickNiche({ ...q, profession: 'accountants', identity: 'Veterinary clinics' })?.id).toBe(
      'vet-clinic-owners',
    );
    expect(pickNiche({ ...q, profession: 'accountants', identity: '' })).toBeNull();
    // A niche of one country never reaches a client of another.
    const trades = { ...q, profession: 'accountants', identity: 'Electricians, sole traders' };
    expect(pickNiche({ ...trades, country: 'UK' })?.id).toBe('sole-trader-trades');
    expect(pickNiche({ ...trades, country: 'US' })?.id).not.toBe('sole-trader-trades');
    // Words match at the start of a word: "cat" is not in "education".
    const b2c = { type: 'b2c' as const, country: null, identity: '' };
    expect(pickNiche({ ...b2c, profession: 'veterinarians', text: 'education and location' })).toBeNull();
    // Either plural form of a niche's term finds it: "fissure sealants" in the niche, one in the profile.
    expect(
      pickNiche({ ...b2c, profession: 'dentists', text: 'a fissure sealant and fluoride varnish' })?.id,
    ).toBe('families-children');
    // The profile's name says who the client is: through the taxonomy, as the industry does.
    const uk = { ...q, country: 'UK' as const, text: '' };
    expect(pickNiche({ ...uk, profession: 'accountants', identity: 'Small charities in Leeds' })?.id).toBe(
      'charities',
    );
    expect(
      pickNiche({
        type: 'b2c',
        country: 'US',
        profession: 'insurance-agents',
        identity: '',
        text: 'turning 65 soon, medigap or not',
      })?.id,
    ).toBe('medicare-supplement');
  });

  it('puts the niche’s words into suggestions and the generated playbook', () => {
    const icpData = {
      name: 'Vet clinic owners',
      type: 'b2b',
      profession: 'accountants',
      industry: 'Veterinary clinics',
      companySize: '10-30',
      geographics: ['Denver, US'],
    };
    const m = buildModel(icpData);
    expect(m.niche?.id).toBe('vet-clinic-owners');
    const engine = new BuiltinProvider();
    const text = JSON.stringify([
      engine.answer({ kind: 'painPoints', input: { icpData } }),
      engine.answer({ kind: 'channels', input: { icpData } }),
      engine.answer({ kind: 'messaging', input: { icpData } }),
    ]).toLowerCase();
    for (const w of ['practice valuation', 'doctor production', 'veterinary practice brokers'])
      expect([w, text.includes(w)]).toEqual([w, true]);
    const pb = JSON.stringify(generatePlaybookSections(icpData, { startDate: '2027-01-04' })).toLowerCase();
    for (const w of ['practice valuation', 'ebitda']) expect([w, pb.includes(w)]).toEqual([w, true]);
  });
});

describe('entry offers', () => {
  it('start with an acronym or a common word, so a sentence can lower-case them (“Start with a ...”)', () => {
    const ok = (o: string) =>
      /^[A-Z]{2}/.test(o) || (/^[A-Z][a-z]+\b/.test(o) && !/^(?:Making|Xero|Google)\b/.test(o));
    for (const [id, , n] of all) expect([id, ok(n.entryOffer)]).toEqual([id, true]);
  });
});
