import { GENERIC, KNOWLEDGE } from './knowledge/index.js';
import { matchProfession } from './match.js';

describe('matchProfession', () => {
  it.each([
    ['CPA firm', 'accountants'],
    ['Bookkeeping services', 'bookkeepers'],
    ['Law firm', 'business-lawyers'],
    ['Family law attorneys', 'family-lawyers'],
    ['Divorce lawyer', 'family-lawyers'],
    ['Personal injury law firm', 'injury-lawyers'],
    ['Immigration attorney', 'immigration-lawyers'],
    ['Estate planning attorney', 'estate-lawyers'],
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
    ['Wedding photographer', 'photographers'],
    ['Real estate marketing', 'real-estate-agents'],
    ['Dental practice', 'dentists'],
    ['Zahnarztpraxis', 'dentists'],
    ['Family medicine clinic', 'physicians'],
    ['Couples therapy', 'therapists'],
    ['Veterinary clinic', 'veterinarians'],
    ['Physiotherapy', 'physical-therapists'],
    ['Architecture studio', 'architects'],
    ['Structural engineering', 'engineers'],
    ['Managed IT services', 'it-services'],
    ['Staffing agency', 'recruiters'],
    ['Mortgage broker', 'mortgage-brokers'],
    ['Kitchen remodeling', 'home-contractors'],
    ['Property management', 'property-managers'],
    ['Personal training studio', 'personal-trainers'],
    ['Registered dietitian', 'nutritionists'],
    ['Web design', 'web-designers'],
  ])('%s -> %s', (industry, id) => {
    expect(matchProfession(industry).id).toBe(id);
  });

  it('falls back to the generic knowledge, and uses the other texts when the industry says nothing', () => {
    expect(matchProfession('Beekeeping supplies')).toBe(GENERIC);
    expect(matchProfession('')).toBe(GENERIC);
    expect(matchProfession(null)).toBe(GENERIC);
    expect(matchProfession('', 'Clients of my CPA practice').id).toBe('accountants');
    // The industry outweighs the other texts.
    expect(matchProfession('Tax preparation', 'Video marketing').id).toBe('tax-professionals');
  });

  it('every profession is reachable from its own label', () => {
    for (const k of KNOWLEDGE) expect([k.label, matchProfession(k.label).id]).toEqual([k.label, k.id]);
  });
});
