import { GENERIC, PROFESSIONS } from './knowledge-base.js';
import { matchProfession } from './match.js';

describe('matchProfession', () => {
  it.each([
    ['CPA firm', 'accountants'],
    ['Bookkeeping services', 'accountants'],
    ['Law firm', 'attorneys'],
    ['Family law attorneys', 'attorneys'],
    ['Executive coaching', 'business-coaches'],
    ['Management consulting', 'consultants'],
    ['Financial planning', 'financial-advisors'],
    ['Retirement planning for doctors', 'financial-advisors'],
    ['Digital marketing agency', 'marketing-agencies'],
    ['SaaS', 'software-developers'],
    ['Custom software development', 'software-developers'],
    ['Residential real estate', 'real-estate-agents'],
    ['Realtors', 'real-estate-agents'],
    ['Property and casualty insurance', 'insurance-agents'],
    ['Insurance agency', 'insurance-agents'],
    ['Tax preparation', 'tax-professionals'],
    ['Private wealth management', 'wealth-managers'],
    ['Family office', 'wealth-managers'],
    ['Corporate video production', 'video-production'],
    ['Wedding videography', 'video-production'],
    ['Real estate marketing', 'real-estate-agents'],
  ])('%s -> %s', (industry, id) => {
    expect(matchProfession(industry).id).toBe(id);
  });

  it('falls back to the generic profile, and uses the other texts when the industry says nothing', () => {
    expect(matchProfession('Dental practices')).toBe(GENERIC);
    expect(matchProfession('')).toBe(GENERIC);
    expect(matchProfession(null)).toBe(GENERIC);
    expect(matchProfession('', 'Clients of my CPA practice').id).toBe('accountants');
    // The industry outweighs the other texts.
    expect(matchProfession('Tax preparation', 'Video marketing').id).toBe('tax-professionals');
  });

  it('covers the twelve professions of the landing page', () => {
    expect(PROFESSIONS.map((p) => p.label)).toEqual([
      'Accountants',
      'Attorneys',
      'Business coaches',
      'Consultants',
      'Financial advisors',
      'Marketing agencies',
      'Software developers',
      'Real estate agents',
      'Insurance agents',
      'Tax professionals',
      'Wealth managers',
      'Video production',
    ]);
  });
});
