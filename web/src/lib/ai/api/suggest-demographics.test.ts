import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/mock-fetch';
import { suggestDemographics } from './suggest-demographics';

afterEach(() => {
  vi.unstubAllGlobals();
});

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, unknown>;

describe('suggestDemographics', () => {
  it("sends the user's trade beside the client's industry, and the clients' places", async () => {
    const fetchMock = mockFetch({
      'POST /api/ai/suggest-demographics': { body: { suggestions: ['Revenue: £1M-£5M'] } },
    });
    const chips = await suggestDemographics({
      type: 'b2b',
      profession: 'accountants',
      industry: ' Veterinary clinics ',
      context: { companySize: null, geographics: ['Leeds, UK'] },
    });
    expect(chips).toEqual({ suggestions: ['Revenue: £1M-£5M'], questions: [] });
    expect(bodyOf(fetchMock)).toEqual({
      type: 'b2b',
      profession: 'accountants',
      industry: 'Veterinary clinics',
      context: { companySize: null, ageRange: null, geographics: ['Leeds, UK'] },
    });
  });

  it('leaves out a trade and places it does not have, and passes on what the AI asks', async () => {
    const question = { field: 'profession', question: 'What is your own trade?' };
    const fetchMock = mockFetch({
      'POST /api/ai/suggest-demographics': { body: { suggestions: [], questions: [question, { field: 1 }] } },
    });
    expect(
      await suggestDemographics({
        type: 'b2c',
        profession: null,
        context: { ageRange: '30-40', geographics: [] },
      }),
    ).toEqual({ suggestions: [], questions: [question] });
    expect(bodyOf(fetchMock)).toEqual({
      type: 'b2c',
      industry: null,
      context: { companySize: null, ageRange: '30-40' },
    });
  });

  it('reads an answer without questions as asking none', async () => {
    const fetchMock = mockFetch({ 'POST /api/ai/suggest-demographics': { body: { suggestions: [] } } });
    await suggestDemographics({
      type: 'b2c',
      profession: null,
      context: { ageRange: '30-40', geographics: [] },
    });
    expect(bodyOf(fetchMock)).toEqual({
      type: 'b2c',
      industry: null,
      context: { companySize: null, ageRange: '30-40' },
    });
  });
});
