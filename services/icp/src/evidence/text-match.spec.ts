import {
  canonicalKey,
  canonicalWords,
  fold,
  matchesText,
  profileValues,
  singular,
  textMatcher,
} from './text-match.js';

describe('normalising text', () => {
  it('folds case, accents, punctuation and ß', () => {
    expect(fold('  Zahnärzte & Ärzte / Straße ')).toBe('zahnarzte and arzte strasse');
  });

  it('folds English plurals to the singular', () => {
    expect(
      ['companies', 'practices', 'clinics', 'boxes', 'business', 'referrals', 'bus'].map(singular),
    ).toEqual(['company', 'practice', 'clinic', 'box', 'business', 'referral', 'bus']);
  });

  it('maps synonyms, in several languages, to one name', () => {
    expect(canonicalKey('Health Care')).toBe('healthcare');
    expect(canonicalKey('Gesundheitswesen')).toBe('healthcare');
    expect(canonicalKey('Deutschland')).toBe('germany');
    expect(canonicalKey('USA')).toBe(canonicalKey('United States of America'));
    expect(canonicalKey('USA')).not.toBe(canonicalKey('United Kingdom'));
    expect(canonicalKey('Word of mouth')).toBe('referral');
    expect(canonicalWords('Health care providers')).toEqual(['healthcare', 'provider']);
  });

  it('reads two-letter codes only as a whole value', () => {
    expect(canonicalKey('DE')).toBe('germany');
    expect(canonicalKey('IT')).toBe('information technology');
    expect(canonicalWords('based at home')).toEqual(['based', 'at', 'home']);
  });
});

describe('matching a profile value', () => {
  it('matches case, plural, synonym and a more specific row value', () => {
    const m = textMatcher('Dental practices');
    expect(matchesText('dental practice', m)).toBe(true);
    expect(matchesText('DENTAL PRACTICES', m)).toBe(true);
    expect(matchesText('Dentistry practice, Munich', m)).toBe(true);
    // One taxonomy term (libs/contracts TAXONOMY): "Dental" names what "Dental practices" names.
    expect(matchesText('Dental', m)).toBe(true);
    expect(matchesText('Veterinary practice', m)).toBe(false);
    expect(matchesText('Healthcare', textMatcher('health care'))).toBe(true);
    expect(matchesText('Munich, Germany', textMatcher('Deutschland'))).toBe(true);
  });

  it('lets a region stand for its countries', () => {
    const dach = textMatcher('DACH');
    expect(matchesText('Österreich', dach)).toBe(true);
    expect(matchesText('Zurich, Switzerland', dach)).toBe(true);
    expect(matchesText('France', dach)).toBe(false);
  });

  it('does not match a word inside another word', () => {
    expect(matchesText('Retailer', textMatcher('Retail'))).toBe(false);
    expect(matchesText('Construction', textMatcher('Con'))).toBe(false);
  });
});

describe('profile values', () => {
  it('splits a field into values and drops blanks and repeats', () => {
    expect(profileValues('Healthcare, Dental; Legal / law ')).toEqual(['Healthcare', 'Dental', 'Legal']);
    expect(profileValues(['Germany', 'germany', ' ', 'Austria'])).toEqual(['Germany', 'Austria']);
    expect(profileValues(null)).toEqual([]);
  });
});

describe('matching through the shared taxonomy', () => {
  const profile = profileValues('Dental practices, Medical clinics').map(textMatcher);
  const fits = (row: string) => profile.some((m) => matchesText(row, m));

  it('takes "Dental Office" and "dentistry" for a profile of "Dental practices, Medical clinics"', () => {
    expect(fits('Dental Office')).toBe(true);
    expect(fits('dentistry')).toBe(true);
    expect(fits('Orthodontic practice')).toBe(true);
    expect(fits('Veterinary clinic')).toBe(false);
    expect(fits('Law firm')).toBe(false);
  });

  it('takes "Medical Practice" for "Medical clinics", and a wider term covers a narrower one', () => {
    expect(matchesText('Medical Practice', textMatcher('Medical clinics'))).toBe(true);
    expect(fits('GP surgery')).toBe(true);
    expect(matchesText('Medical clinic', textMatcher('Healthcare'))).toBe(true);
    // ... but not the other way round: a "Medical clinics" profile does not cover every healthcare client.
    expect(matchesText('Healthcare', textMatcher('Medical clinics'))).toBe(false);
  });

  it('reads a multi-word name as its words (a row "United States of America" is a "USA" profile)', () => {
    expect(matchesText('United States of America', textMatcher('USA'))).toBe(true);
    expect(matchesText('Word of mouth', textMatcher('Referrals'))).toBe(true);
  });
});
