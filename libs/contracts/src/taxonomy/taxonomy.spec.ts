import { TAXONOMY, sameTerm, termOfPhrase, termPath, termsIn } from './index.js';

describe('the shared taxonomy', () => {
  it('takes "Dental Office", "dentistry" and "Dental practices" for one term', () => {
    const ids = ['Dental Office', 'dentistry', 'Dental practices', 'orthodontists'].map(
      (t) => termOfPhrase(t)?.id,
    );
    expect(new Set(ids)).toEqual(new Set(['dental']));
  });

  it('finds every term a text names, longest first, and a wider term covers a narrower one', () => {
    expect(termsIn('Dental practices, Medical clinics').map((t) => t.id)).toEqual([
      'dental',
      'medical practice',
    ]);
    expect(termPath(termOfPhrase('GP surgery')!)).toEqual(['healthcare', 'medical practice']);
    expect(sameTerm('Healthcare', 'Medical clinic')).toBe(true);
    expect(sameTerm('Medical clinics', 'Medical Practice')).toBe(true);
    expect(sameTerm('Medical clinics', 'Healthcare')).toBe(false);
    expect(sameTerm('Dental practices', 'Veterinary clinic')).toBe(false);
  });

  it('reads short codes only as a whole text, and channels by their synonyms', () => {
    expect(termsIn('IT').map((t) => t.id)).toEqual(['information technology']);
    expect(termsIn('fit out for clinics').map((t) => t.id)).not.toContain('information technology');
    expect(termOfPhrase('Word of mouth')?.id).toBe('referral');
    expect(termsIn('Google My Business and cold calling', 'channel').map((t) => t.id)).toEqual([
      'google business profile',
      'cold outreach',
    ]);
  });

  it('holds every spelling once and every wider term it names', () => {
    const ids = new Set(TAXONOMY.map((t) => t.id));
    for (const t of TAXONOMY) {
      if (t.broader) expect(ids.has(t.broader)).toBe(true);
      expect(termOfPhrase(t.id)).toBe(t);
    }
  });
});
