import { PROFESSIONS as CONTRACT_PROFESSIONS, professionOfText } from '@icp-studio/contracts';
import { GENERIC, KNOWLEDGE, PROFESSIONS, knowledgeOf } from './knowledge/index.js';
import { checkKnowledge } from './knowledge/schema.js';
import { COMPUTED_TAGS, SIGNALS } from './model.js';

const KNOWN_TAGS = new Set([...Object.keys(SIGNALS), ...COMPUTED_TAGS]);

describe('the knowledge files', () => {
  it.each([...KNOWLEDGE, GENERIC].map((k) => [k.id, k] as const))('%s passes the schema check', (_id, k) => {
    expect(checkKnowledge(k, KNOWN_TAGS)).toEqual([]);
  });

  it('covers at least 30 professions, each id once, in every family the product names', () => {
    expect(KNOWLEDGE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(KNOWLEDGE.map((k) => k.id)).size).toBe(KNOWLEDGE.length);
    const families = new Set(KNOWLEDGE.map((k) => k.family));
    for (const f of [
      'health',
      'legal',
      'finance',
      'property',
      'technology',
      'creative',
      'people',
      'advisory',
      'wellness',
    ])
      expect(families).toContain(f);
  });

  it('exports a typed profession list for a picker: id, label, family and which clients each serves', () => {
    expect(PROFESSIONS).toHaveLength(KNOWLEDGE.length);
    for (const p of PROFESSIONS) {
      expect(p.id).toMatch(/^[a-z][a-z0-9-]+$/);
      expect(p.label.length).toBeGreaterThan(3);
      expect(p.serves.length).toBeGreaterThan(0);
      expect(knowledgeOf(p.id)?.label).toBe(p.label);
    }
    expect(PROFESSIONS.find((p) => p.id === 'dentists')).toEqual({
      id: 'dentists',
      label: 'Dentists',
      family: 'health',
      serves: ['b2c'],
    });
    expect(knowledgeOf('nope')).toBeUndefined();
  });

  it('the schema check finds what it should (a check that cannot fail is no check)', () => {
    const dentists = knowledgeOf('dentists')!;
    const bad = {
      ...dentists,
      pains: [...dentists.pains, { text: 'She hates the drill', any: ['no-such-tag'] }],
      channels: [...dentists.channels, { text: 'Webinars for patients' }],
      demographics: {
        ...dentists.demographics,
        b2c: { ...dentists.demographics.b2c!, occupations: [{ text: 'Office manager' }] },
      },
    };
    const problems = checkKnowledge(bad, KNOWN_TAGS).join('\n');
    expect(problems).toMatch(/stereotype or gendered word in "She hates the drill"/);
    expect(problems).toMatch(/unknown signal tag "no-such-tag"/);
    expect(problems).toMatch(/forbidden "webinar"/);
    expect(problems).toMatch(/is excluded \(Webinars\)/);
    expect(problems).toMatch(/chip "Occupation: Office manager" fills 2 fields/);
  });

  it('agrees with the shared profession list of libs/contracts: same ids, labels, families and clients', () => {
    expect(CONTRACT_PROFESSIONS.map((p) => p.id)).toEqual(PROFESSIONS.map((p) => p.id));
    for (const p of CONTRACT_PROFESSIONS)
      expect({ label: p.label, family: p.family, serves: [...p.serves].sort() }).toEqual({
        label: knowledgeOf(p.id)?.label,
        family: knowledgeOf(p.id)?.family,
        serves: [...(knowledgeOf(p.id)?.serves ?? [])].sort(),
      });
  });

  it('names each profession by its own label in the shared rough match', () => {
    for (const p of CONTRACT_PROFESSIONS)
      expect([p.id, professionOfText(p.label)?.family]).toEqual([p.id, p.family]);
  });
});
