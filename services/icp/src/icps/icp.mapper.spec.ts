import { icpFieldsSchema, icpSchema } from '@icp-studio/contracts';
import type { IcpEntity } from './icp.entity.js';
import { displayName, fieldsToColumns, scoreStateOf, toIcp } from './icp.mapper.js';

const entity = (over: Partial<IcpEntity> = {}): IcpEntity =>
  Object.assign(
    {
      id: '0b6f7a5e-6f1e-4c61-9a55-8d6d3b0b6a11',
      name: 'Dentists',
      userId: '1b6f7a5e-6f1e-4c61-9a55-8d6d3b0b6a11',
      createdBy: '2b6f7a5e-6f1e-4c61-9a55-8d6d3b0b6a11',
      status: 'in_progress',
      type: 'b2b',
      industry: 'Dental practices',
      companySize: null,
      revenue: null,
      technographics: ['Dentrix'],
      decisionMakerRole: null,
      decisionMakerTitle: null,
      ageRange: null,
      gender: null,
      education: null,
      occupation: null,
      income: null,
      geographics: [],
      psychographics: null,
      behavioralTraits: [],
      painPoints: ['No-shows', 'Paperwork'],
      needs: [],
      goals: [],
      preferredChannels: [],
      buyerJourney: null,
      profession: null,
      disqualifiers: ['fewer than 5 employees'],
      clientName: 'Ada Lovelace',
      clientEmail: 'ada@example.com',
      version: 1,
      createdAt: new Date('2025-01-02T03:04:05.678Z'),
      updatedAt: new Date('2025-02-03T04:05:06.789Z'),
      scoreRequestedAt: new Date('2025-02-03T04:05:06.789Z'),
      scoreFailedAt: null,
      fieldSources: {},
      signedOffVersion: null,
      signedOffAt: null,
      signedOffBy: null,
      observedFields: null,
    } satisfies IcpEntity,
    over,
  );

describe('ICP mapping', () => {
  it('answers a row in the contract shape, with ISO dates and the AI part from the score', () => {
    const icp = toIcp(entity(), { aiSuggestions: ['Try webinars'], personaNarrative: 'Dr. Maya runs...' });
    expect(icpSchema.parse(icp)).toEqual(icp);
    expect(icp).toMatchObject({
      createdAt: '2025-01-02T03:04:05.678Z',
      updatedAt: '2025-02-03T04:05:06.789Z',
      personaNarrative: 'Dr. Maya runs...',
      aiSuggestions: ['Try webinars'],
      clientName: 'Ada Lovelace',
      painPoints: ['No-shows', 'Paperwork'],
    });
  });

  it('answers null AI fields for a profile never analysed', () => {
    expect(toIcp(entity(), null)).toMatchObject({ personaNarrative: null, aiSuggestions: null });
  });

  it('answers empty lists where a row holds none', () => {
    const icp = toIcp(entity({ technographics: null as unknown as string[] }));
    expect(icp.technographics).toEqual([]);
  });

  it('stores a PUT body whole: left-out fields are cleared, blank texts become null', () => {
    const fields = icpFieldsSchema.parse({
      name: ' Dentists ',
      type: 'b2b',
      industry: '  ',
      painPoints: [' No-shows ', ''],
      buyerJourney: { awareness: ' ', consideration: null },
    });
    const cols = fieldsToColumns(fields);
    expect(cols).toMatchObject({
      name: 'Dentists',
      industry: null,
      companySize: null,
      technographics: [],
      geographics: [],
      painPoints: ['No-shows'],
      gender: null,
      buyerJourney: null,
    });
  });

  it('keeps the stages of a buyer journey that has content', () => {
    const fields = icpFieldsSchema.parse({
      name: 'x',
      type: 'b2c',
      buyerJourney: { decision: 'Signs after a trial' },
    });
    expect(fieldsToColumns(fields).buyerJourney).toEqual({
      awareness: null,
      consideration: null,
      decision: 'Signs after a trial',
    });
  });

  it('answers the disqualifiers (Not a fit), and keeps them when a save leaves them out', () => {
    expect(toIcp(entity()).disqualifiers).toEqual(['fewer than 5 employees']);
    expect(toIcp(entity({ disqualifiers: null as unknown as string[] })).disqualifiers).toEqual([]);
    const without = fieldsToColumns(icpFieldsSchema.parse({ name: 'x', type: 'b2b' }));
    expect('disqualifiers' in without).toBe(false);
    const set = fieldsToColumns(
      icpFieldsSchema.parse({ name: 'x', type: 'b2b', disqualifiers: [' Wants one-off filings only ', ''] }),
    );
    expect(set.disqualifiers).toEqual(['Wants one-off filings only']);
    expect(
      fieldsToColumns(icpFieldsSchema.parse({ name: 'x', type: 'b2b', disqualifiers: [] })),
    ).toMatchObject({ disqualifiers: [] });
  });

  it('makes a display name of first and last name', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: '', lastName: '' })).toBeNull();
  });

  describe('whether the score reflects the latest save', () => {
    const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, s));
    const saved = (requested: number | null, failed: number | null = null) => ({
      scoreRequestedAt: requested === null ? null : at(requested),
      scoreFailedAt: failed === null ? null : at(failed),
    });

    it('is current when the score reflects the last save, or the profile predates the stamp', () => {
      expect(scoreStateOf(saved(5), { scoredFor: at(5) })).toBe('current');
      expect(scoreStateOf(saved(null), { scoredFor: null })).toBe('current');
    });

    it('is updating while a re-score is coming, with or without an older score', () => {
      expect(scoreStateOf(saved(6), { scoredFor: at(5) })).toBe('updating');
      expect(scoreStateOf(saved(6), null)).toBe('updating');
      // a failure recorded for an earlier save does not count for this one
      expect(scoreStateOf(saved(6, 5), { scoredFor: at(4) })).toBe('updating');
    });

    it('is stale (or none) once no re-score is coming', () => {
      expect(scoreStateOf(saved(6, 6), { scoredFor: at(5) })).toBe('stale');
      expect(scoreStateOf(saved(6, 6), null)).toBe('none');
      expect(scoreStateOf(saved(null), null)).toBe('none');
    });

    it('is on every profile answer', () => {
      expect(toIcp(entity(), null).scoreState).toBe('updating');
      expect(
        toIcp(entity(), {
          aiSuggestions: null,
          personaNarrative: null,
          hasScore: true,
          scoredFor: entity().scoreRequestedAt,
        }).scoreState,
      ).toBe('current');
    });
  });
});
