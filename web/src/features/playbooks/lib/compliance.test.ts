import { describe, expect, it } from 'vitest';
import { applyReplacement, fieldFindings } from './compliance';

const ADVISER = 'financial-advisors';
const FIX = 'a plan built to pursue your goals; returns are not guaranteed';

describe('the compliance check of a wizard field', () => {
  it('reads a text field as one text and puts the rewording in the phrase’s place', () => {
    const text = 'Earn guaranteed 12% returns on your savings.';
    const [f] = fieldFindings(text, ADVISER);
    expect(f).toMatchObject({
      path: '',
      ruleId: 'sec-returns',
      phrase: 'guaranteed 12% returns',
      replacement: FIX,
    });
    const fixed = applyReplacement(text, f!);
    expect(fixed).toBe(`Earn ${FIX} on your savings.`);
    expect(fieldFindings(fixed, ADVISER)).toEqual([]);
  });

  it('reads a list entry by entry, and fixes only the entry of the finding', () => {
    const list = ['Plan early', 'Guaranteed 12% returns'];
    const [f] = fieldFindings(list, ADVISER);
    expect(f).toMatchObject({ path: '1', phrase: 'Guaranteed 12% returns' });
    expect(applyReplacement(list, f!)).toEqual(['Plan early', FIX]);
  });

  it('reads structured text value by value and keeps its structure', () => {
    const campaigns = JSON.stringify([
      { name: 'Spring push', objective: 'Guaranteed returns for 50 clients' },
    ]);
    const [f] = fieldFindings(campaigns, ADVISER);
    expect(f).toMatchObject({ path: '0.objective', phrase: 'Guaranteed returns' });
    expect(JSON.parse(applyReplacement(campaigns, f!))).toEqual([
      { name: 'Spring push', objective: `${FIX} for 50 clients` },
    ]);
  });

  it('leaves the text alone when the phrase moved or the rule has no replacement', () => {
    const [f] = fieldFindings('Guaranteed 12% returns', ADVISER);
    expect(applyReplacement('Now: Guaranteed 12% returns', f!)).toBe('Now: Guaranteed 12% returns');
    const [testimonial] = fieldFindings('Read our client reviews.', ADVISER);
    expect(testimonial?.replacement).toBeUndefined();
    expect(applyReplacement('Read our client reviews.', testimonial!)).toBe('Read our client reviews.');
  });

  it('finds nothing for a trade without rules', () => {
    expect(fieldFindings('Guaranteed 12% returns', 'marketing-agencies')).toEqual([]);
    expect(fieldFindings(['Guaranteed 12% returns'], null)).toEqual([]);
  });
});
