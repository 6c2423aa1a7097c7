import { describe, expect, it } from 'vitest';
import { AiFilledFields } from './field-sources';

describe('AiFilledFields', () => {
  it('names a field as ai while it holds what the last chip left in it', () => {
    const ai = new AiFilledFields();
    ai.accepted('painPoints', ['No-shows']);
    ai.accepted('income', '$50k-$100k');
    const values: Record<string, unknown> = { painPoints: ['No-shows'], income: '$50k-$100k' };
    expect(ai.sources((f) => values[f])).toEqual({ painPoints: 'ai', income: 'ai' });
  });

  it('leaves out a field a person changed after the chip, and sends nothing when none is left', () => {
    const ai = new AiFilledFields();
    ai.accepted('painPoints', ['No-shows']);
    expect(ai.sources(() => ['No-shows', 'Typed by me'])).toBeUndefined();
  });

  it('the latest chip counts: a second chip into the same list keeps it ai', () => {
    const ai = new AiFilledFields();
    ai.accepted('preferredChannels', ['LinkedIn']);
    ai.accepted('preferredChannels', ['LinkedIn', 'Referrals']);
    expect(ai.sources(() => ['LinkedIn', 'Referrals'])).toEqual({ preferredChannels: 'ai' });
  });
});

describe('profileWithOrigin', () => {
  it('sends the whole profile as it is, naming the one field whose origin changes', async () => {
    const { profileWithOrigin } = await import('./field-sources');
    const { makeIcp } = await import('@/test/fixtures/icp-fixtures');
    const icp = makeIcp();
    const body = profileWithOrigin(icp, 'industry', 'assumed');
    expect(body).toMatchObject({ name: icp.name, industry: icp.industry, painPoints: icp.painPoints });
    expect(body.fieldSources).toEqual({ industry: 'assumed' });
  });
});
