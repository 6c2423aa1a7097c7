import type { CockpitOwnerRow } from './icps.repository.js';
import { toCockpitProfile, toIcpCockpit } from './cockpit.js';

const OWNER = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';
const row = (over: Partial<CockpitOwnerRow> = {}): CockpitOwnerRow =>
  ({
    id: '00000000-0000-4000-8000-000000000100',
    name: 'Dentists',
    userId: OWNER,
    status: 'in_progress',
    version: 3,
    industry: 'Dental',
    geographics: ['Germany'],
    painPoints: ['No-shows'],
    needs: [],
    fieldSources: { industry: 'stated', painPoints: 'ai' },
    observedFields: ['industry', 'revenue'],
    signedOffVersion: 2,
    signedOffAt: new Date('2026-01-02T03:04:05Z'),
    total: 2,
    last: '2026-02-01T00:00:00.000Z',
    scoreOverall: 64,
    scoreDemographics: 70,
    scorePsychographics: 50,
    scorePainPoints: 80,
    scoreNeeds: 40,
    scoreChannels: 60,
    ...over,
  }) as CockpitOwnerRow;

describe("the cockpit's profile roll-up (docs/product.md §18)", () => {
  it('counts filled fields and those of them observed; reads the rubric figures and the sign-off', () => {
    expect(toCockpitProfile(row())).toEqual({
      id: row().id,
      name: 'Dentists',
      status: 'in_progress',
      version: 3,
      score: { overall: 64, demographics: 70, psychographics: 50, painPoints: 80, needs: 40, channels: 60 },
      // industry, geographics and painPoints are filled; revenue is observed but empty, so not counted.
      evidence: { filled: 3, observed: 1 },
      signOff: { version: 2, signedAt: '2026-01-02T03:04:05.000Z' },
    });
  });

  it('has no score before the first one and no sign-off before the first one', () => {
    const p = toCockpitProfile(row({ scoreOverall: null, signedOffVersion: null, signedOffAt: null }));
    expect(p.score).toBeNull();
    expect(p.signOff).toBeNull();
  });

  it('answers every asked id, zeros for an owner without a row', () => {
    const out = toIcpCockpit([OWNER, OTHER], [row()]);
    expect(out[OWNER]).toMatchObject({ profileCount: 2, lastActivityAt: '2026-02-01T00:00:00.000Z' });
    expect(out[OTHER]).toEqual({ profileCount: 0, profile: null, lastActivityAt: null });
  });
});
