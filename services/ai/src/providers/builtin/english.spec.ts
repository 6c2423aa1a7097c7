import {
  article,
  isPlural,
  joinList,
  plural,
  possessive,
  sentence,
  singular,
  withArticle,
} from './english.js';

describe('English helpers', () => {
  it.each([
    ['engineer', 'an'],
    ['teacher', 'a'],
    ['hour-long call', 'an'],
    ['honest answer', 'an'],
    ['university lecturer', 'a'],
    ['user', 'a'],
    ['one-page note', 'a'],
    ['MBA graduate', 'an'],
    ['SEO agency', 'an'],
    ['HR lead', 'an'],
    ['CPA firm', 'a'],
    ['8-week plan', 'an'],
    ['18-month plan', 'an'],
    ['5-year plan', 'a'],
    ['owner-run business', 'an'],
  ])('"%s" takes "%s"', (word, expected) => {
    expect(article(word)).toBe(expected);
  });

  it.each([
    ['Resident physicians at teaching hospitals', 'Resident physician at teaching hospitals'],
    ['Families', 'Family'],
    ['Software engineers', 'Software engineer'],
    ['Business owners', 'Business owner'],
    ['Retired teacher', 'Retired teacher'],
    ['Operations Directors', 'Operations Director'],
    ['Nurses', 'Nurse'],
    ['Coaches', 'Coach'],
    ['Sales', 'Sales'],
    ['People', 'Person'],
  ])('the singular of "%s" is "%s"', (phrase, expected) => {
    expect(singular(phrase)).toBe(expected);
  });

  it.each([
    ['Software engineer', 'Software engineers'],
    ['patient', 'patients'],
    ['business', 'businesses'],
    ['family', 'families'],
    ['pet owner', 'pet owners'],
    ['Rideshare drivers', 'Rideshare drivers'],
    ['child', 'children'],
  ])('the plural of "%s" is "%s"', (phrase, expected) => {
    expect(plural(phrase)).toBe(expected);
  });

  it('knows a plural head, joins lists and ends sentences once', () => {
    expect(isPlural('Teachers in Leeds')).toBe(true);
    expect(isPlural('Teacher in Leeds')).toBe(false);
    expect(joinList(['a'])).toBe('a');
    expect(joinList(['a', 'b'])).toBe('a and b');
    expect(joinList(['a', 'b', 'c'])).toBe('a, b and c');
    expect(sentence('Done')).toBe('Done.');
    expect(sentence('Done.')).toBe('Done.');
    expect(sentence('Really?')).toBe('Really?');
    expect(sentence('Trailing comma,')).toBe('Trailing comma.');
    expect(withArticle('engineer')).toBe('an engineer');
    expect(possessive('Alex')).toBe('Alex’s');
    expect(possessive('Chris')).toBe('Chris’');
  });
});
