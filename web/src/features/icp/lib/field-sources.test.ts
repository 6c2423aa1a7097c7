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
