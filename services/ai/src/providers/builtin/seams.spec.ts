import { generatePlaybookSections } from './playbook/index.js';
import { formOf, fullOutput } from './review/render.js';
import { REVIEW_SET } from './review/set.js';
import { seamsOf } from './seams.js';

/** Every string of a value (an answer, a playbook), with where it is. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}.${i}`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

describe('the seam checker', () => {
  it('finds unfilled slots, a/an errors, doubled words and broken plurals', () => {
    expect(seamsOf('A salary guide for the niche')).toEqual(['unfilled slot: "the niche"']);
    expect(seamsOf('Chambers of commerce in your area')).toHaveLength(1);
    expect(seamsOf('Google ads on "custom software for [industry]"')).toHaveLength(1);
    expect(seamsOf('Meet-ups in {place}')).toHaveLength(1);
    expect(seamsOf('An plan for a HMO landlord').sort()).toEqual(['a/an: "An plan"', 'a/an: "a HMO"']);
    expect(seamsOf('the the plan')).toEqual(['doubled word: "the the"']);
    expect(seamsOf('For a working professionals')).toHaveLength(1);
    expect(seamsOf('Two familys')).toHaveLength(1);
    expect(seamsOf('An hour with a UTR and an SMSF, a few clients, a MIAM.')).toEqual([]);
  });
});

describe('no seams in any output', () => {
  it.each(REVIEW_SET.map((r) => [r.id, r] as const))('%s', (_id, r) => {
    const found = [
      ...strings(fullOutput(r.profile, r.channels)),
      ...[0, 1].flatMap((variant) =>
        strings(
          generatePlaybookSections(formOf(r.profile), {
            startDate: '2027-01-04',
            variant,
            budget: { amount: 6000, currency: 'USD' },
          }),
        ),
      ),
    ].flatMap(([path, text]) => seamsOf(text).map((s) => `${path}: ${s} in “${text}”`));
    expect(found).toEqual([]);
  });
});
