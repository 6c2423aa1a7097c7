import { readFileSync } from 'node:fs';
import { PROFESSIONS, icpFieldsSchema, playbookFieldsSchema } from '@icp-studio/contracts';
import { scoreProfile } from './rubric.js';

/**
 * The built-in template library (docs/product.md §12, Templates) is seeded by the playbook service from this file
 * (written by scripts/generate-templates.mjs). Its profiles are held to this service's quality rubric.
 */
const LIBRARY = new URL('../../../playbook/src/infra/migrations/data/templates.json', import.meta.url);

interface LibraryEntry {
  kind: 'icp' | 'playbook';
  profession: string;
  clientType: 'b2b' | 'b2c';
  name: string;
  description: string;
  content: Record<string, unknown>;
}

const library = JSON.parse(readFileSync(LIBRARY, 'utf8')) as LibraryEntry[];
const profiles = library.filter((t) => t.kind === 'icp');
const playbooks = library.filter((t) => t.kind === 'playbook');

describe('the built-in template library', () => {
  it('covers all 33 professions', () => {
    expect(PROFESSIONS).toHaveLength(33);
    expect(new Set(profiles.map((t) => t.profession))).toEqual(new Set(PROFESSIONS.map((p) => p.id)));
  });

  it.each(PROFESSIONS.map((p) => [p.id, p] as const))(
    '%s: at least two profiles, one for each kind of client it serves, each with a playbook',
    (_id, profession) => {
      const own = profiles.filter((t) => t.profession === profession.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const kind of profession.serves) expect(own.some((t) => t.clientType === kind)).toBe(true);
      expect(own.every((t) => profession.serves.includes(t.clientType))).toBe(true);
      expect(new Set(own.map((t) => t.name)).size).toBe(own.length);
      const plans = playbooks.filter((t) => t.profession === profession.id);
      expect(plans.length).toBe(own.length);
    },
  );

  it.each(profiles.map((t) => [`${t.profession} / ${t.name}`, t] as const))(
    '%s scores at least 70 on the rubric and is a valid profile',
    (_label, t) => {
      const fields = icpFieldsSchema.parse(t.content);
      expect(fields.type).toBe(t.clientType);
      expect(fields.profession).toBe(t.profession);
      expect(scoreProfile(fields).overall).toBeGreaterThanOrEqual(70);
      expect(t.description.length).toBeGreaterThan(20);
    },
  );

  it.each(playbooks.map((t) => [`${t.profession} / ${t.name}`, t] as const))(
    '%s is a valid playbook with positioning, messages, channels, campaigns and KPIs',
    (_label, t) => {
      const fields = playbookFieldsSchema.parse({
        ...t.content,
        icpId: '00000000-0000-4000-8000-000000000000',
      });
      expect(fields.positioning?.length).toBeGreaterThan(50);
      expect(fields.valueProposition?.length).toBeGreaterThan(50);
      expect(fields.keyMessages?.length).toBeGreaterThanOrEqual(3);
      expect(Array.isArray(fields.campaigns) && fields.campaigns.length).toBeGreaterThanOrEqual(3);
      expect(Array.isArray(fields.kpis) && fields.kpis.length).toBeGreaterThanOrEqual(3);
      expect(fields.selectedChannels).toBeTruthy();
    },
  );

  it('holds no leftover placeholders', () => {
    const leftovers = JSON.stringify(library).match(/\{place\}|\{audience\}|undefined|NaN| in Within /g);
    expect(leftovers).toBeNull();
  });
});
