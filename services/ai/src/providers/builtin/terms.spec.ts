import { BuiltinProvider } from './engine.js';
import { buildModel } from './model.js';
import { generatePlaybookSections } from './playbook/index.js';
import { seamsOf } from './seams.js';
import {
  isStrongTerm,
  strongTerms,
  termChannels,
  termObjection,
  termPain,
  termsOfProfile,
  withTermPillar,
} from './terms.js';

const none = () => false;

describe("the client's own terms", () => {
  it('reads acronyms, names and the phrases a profile repeats across its fields', () => {
    const terms = termsOfProfile(
      [
        'Families eligible for the Child Dental Benefits Schedule',
        'Parents in Blacktown, NSW who worry about gap fees',
        'Bulk billing under the CDBS with no gap fees',
        'After-school appointments',
      ],
      none,
    );
    expect(terms).toEqual(expect.arrayContaining(['CDBS', 'Child Dental Benefits Schedule', 'gap fees']));
    // A state code is a place, and a word said once ("appointments") is not a term.
    expect(terms).not.toContain('NSW');
    expect(terms).not.toContain('appointments');
  });

  it('leaves out common words even when repeated, and what the caller excludes', () => {
    const terms = termsOfProfile(
      [
        'I worry about money every month',
        'Money is tight every month',
        'License renewal forms',
        'license renewal',
      ],
      (t) => t === 'license renewal',
    );
    expect(terms).not.toContain('money');
    expect(terms).not.toContain('month');
    expect(terms).not.toContain('license renewal');
  });

  it('shows a repeated term as written inside a field: a name keeps its capital, a sentence’s first word loses it', () => {
    const terms = termsOfProfile(
      [
        'I asked about Medicare twice',
        'Is Medicare enough',
        'Burnout at work',
        'Tired of the burnout',
        'Appointments clash',
        'Appointments run late',
      ],
      none,
    );
    expect(terms).toEqual(expect.arrayContaining(['Medicare', 'burnout', 'appointments']));
    expect(terms).not.toContain('medicare');
  });

  it('tells a term that names something from a single word', () => {
    expect(isStrongTerm('CDBS')).toBe(true);
    expect(isStrongTerm('license renewal')).toBe(true);
    expect(isStrongTerm('kids')).toBe(false);
    expect(isStrongTerm('self-employed')).toBe(false);
    expect(strongTerms(['NHS', 'kids', 'annual allowance'])).toEqual(['annual allowance', 'NHS']);
  });

  it('puts the term pillar last, unless a pillar already names the term', () => {
    const pillars = ['Clarity: one plan', 'Speed: same week', 'Calm: no jargon', 'Value: fixed fees'];
    expect(withTermPillar(pillars, ['annual allowance', 'NHS'])).toEqual([
      ...pillars.slice(0, 3),
      'Fluent in “annual allowance” and “NHS”',
    ]);
    expect(withTermPillar(['Clarity: the annual allowance explained'], ['annual allowance'])).toEqual([
      'Clarity: the annual allowance explained',
    ]);
    expect(withTermPillar(pillars, ['kids'])).toEqual(pillars);
  });

  it('says nothing on terms when the profile holds none', () => {
    expect(termPain([])).toBeNull();
    expect(termChannels(['kids'], 'patients', null)).toEqual([]);
    expect(termObjection([], 'clients')).toBeNull();
  });
});

describe('the engine speaks them', () => {
  const profile = {
    name: 'Sole-trader electricians moving to Making Tax Digital',
    type: 'b2b',
    profession: 'accountants',
    industry: 'Electrical contracting',
    companySize: 'Sole trader, no employees',
    geographics: ['Leeds, UK'],
    painPoints: [
      'Making Tax Digital quarterly updates worry me',
      'I file my Self Assessment late every year',
    ],
    needs: ['Software for Making Tax Digital', 'Help with the Self Assessment return'],
  };

  it('reads them into the model, before the niche language, without the places or the trade', () => {
    const m = buildModel(profile);
    expect(m.talk.slice(0, 2)).toEqual(expect.arrayContaining(['Self Assessment']));
    expect(m.talk.some((t) => /making tax digital/i.test(t))).toBe(true);
    expect(m.talk.join(' ')).not.toMatch(/Leeds|accountant/i);
  });

  it('puts them in pains, channels, the playbook and the score tips, without seams', () => {
    const engine = new BuiltinProvider();
    const pains = engine.answer({ kind: 'painPoints', input: { icpData: profile } });
    const channels = engine.answer({ kind: 'channels', input: { icpData: profile } });
    const pb = generatePlaybookSections(profile, { startDate: '2027-01-04' });
    const named = (list: string[]) => list.filter((x) => /“[^”]+”/.test(x));
    expect(named(pains).length).toBeGreaterThanOrEqual(1);
    expect(named(channels).length).toBeGreaterThanOrEqual(1);
    expect(named(pb.channels.map((c) => c.reason)).length).toBe(pb.channels.length);
    expect(named(pb.kpis.map((k) => k.basis)).length).toBe(pb.kpis.length);
    expect(pb.objections.some((o) => /works day to day/.test(o.objection))).toBe(true);
    const all = [...pains, ...channels, ...pb.channels.map((c) => c.reason), ...pb.kpis.map((k) => k.basis)];
    for (const text of all) expect(seamsOf(text)).toEqual([]);
  });
});
