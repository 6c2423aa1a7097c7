import { BuiltinProvider } from '../engine.js';
import { buildModel } from '../model.js';
import { generatePlaybookSections } from '../playbook/index.js';
import { COUNTRY_PACKS, keyDatesBetween, spell } from './index.js';

describe('country packs', () => {
  it('has a currency, a tax authority and regulators for the US, the UK, Canada and Australia', () => {
    expect(Object.keys(COUNTRY_PACKS).sort()).toEqual(['AU', 'CA', 'UK', 'US']);
    expect(COUNTRY_PACKS.UK.currency.code).toBe('GBP');
    expect(COUNTRY_PACKS.UK.taxAuthority).toBe('HMRC');
    expect(COUNTRY_PACKS.CA.taxAuthority).toBe('the CRA');
    expect(COUNTRY_PACKS.AU.currency.symbol).toBe('A$');
    for (const p of Object.values(COUNTRY_PACKS)) expect(Object.keys(p.regulators).length).toBeGreaterThan(5);
  });

  it('names UK Making Tax Digital for income tax from 6 April 2026, and not before 2026', () => {
    const dates = keyDatesBetween('UK', 'accountants', '2026-03-01', '2026-05-31');
    expect(dates.join(' ')).toContain('Making Tax Digital for Income Tax from 6 April 2026');
    expect(keyDatesBetween('UK', 'accountants', '2025-03-01', '2025-05-31').join(' ')).not.toContain(
      'Making Tax Digital',
    );
    expect(keyDatesBetween('UK', 'dentists', '2026-03-01', '2026-05-31')).toEqual([]);
    expect(keyDatesBetween(null, 'accountants', '2026-03-01', '2026-05-31')).toEqual([]);
  });

  it('spells for the country, and leaves the user’s quoted words as written', () => {
    expect(spell('Your organization’s favorite center', 'UK')).toBe('Your organisation’s favourite centre');
    expect(spell('Your organization’s favorite center', 'AU')).toBe('Your organisation’s favourite centre');
    expect(spell('Your organization’s favorite center', 'CA')).toBe('Your organization’s favourite centre');
    expect(spell('Your organization’s favorite center', 'US')).toBe('Your organization’s favorite center');
    expect(spell('We start with “my organization is a mess”', 'UK')).toBe(
      'We start with “my organization is a mess”',
    );
  });

  it('gives a UK profile no "$", no IRS and no CPA, and its regulators', () => {
    const icpData = {
      name: 'Self-employed electricians',
      type: 'b2b',
      profession: 'accountants',
      industry: 'Electricians (sole traders)',
      companySize: 'Sole trader, no employees',
      geographics: ['Leeds, UK'],
      painPoints: ['I never know what tax to set aside'],
    };
    expect(buildModel(icpData).constraints.join(' ')).toContain('ICAEW');
    const engine = new BuiltinProvider();
    const text = JSON.stringify([
      engine.answer({ kind: 'painPoints', input: { icpData } }),
      engine.answer({ kind: 'channels', input: { icpData } }),
      engine.answer({ kind: 'messaging', input: { icpData } }),
      engine.answer({ kind: 'campaigns', input: { icpData, channels: [] } }),
      generatePlaybookSections(icpData, {
        startDate: '2026-02-02',
        budget: { amount: 3000, currency: 'GBP' },
      }),
    ]);
    expect(text).not.toMatch(/\$\s?\d|\bIRS\b|\bCPA\b|\bsales tax\b/i);
    expect(text).toContain('Making Tax Digital');
  });
});
